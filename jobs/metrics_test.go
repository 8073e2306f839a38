package jobs

import (
	"context"
	"encoding/json"
	"errors"
	"testing"

	"github.com/assayhq/assay"
	"github.com/assayhq/assay/store/storetest"
	"github.com/google/uuid"
	"github.com/hibiken/asynq"
	"github.com/prometheus/client_golang/prometheus/testutil"
)

func TestDocumentKind(t *testing.T) {
	for _, tc := range []struct {
		types []string
		want  string
	}{
		{[]string{"application/pdf"}, "pdf"},
		{[]string{"image/png", "image/jpeg"}, "image"},
		{[]string{"application/pdf", "image/png"}, "mixed"},
		{nil, "unknown"},
	} {
		var files []assay.JobFile
		for _, ct := range tc.types {
			files = append(files, assay.JobFile{ContentType: ct})
		}
		if got := documentKind(files); got != tc.want {
			t.Errorf("documentKind(%v) = %s, want %s", tc.types, got, tc.want)
		}
	}
}

func TestMeasureParseRecordsOutcomeAndKind(t *testing.T) {
	st, _ := storetest.Store(t)
	ctx := context.Background()
	job := &assay.ParsingJob{ID: uuid.NewString(), Status: assay.JobCompleted, TeamID: "t", UserID: "u",
		Files: []assay.JobFile{{ContentType: "image/png"}}}
	if err := st.CreateJob(ctx, job); err != nil {
		t.Fatal(err)
	}
	w := &Worker{Store: st}
	payload, _ := json.Marshal(ParsePayload{JobID: job.ID})
	task := asynq.NewTask(TypeParse, payload)

	before := testutil.CollectAndCount(parseJobs)
	ok := w.measureParse(func(context.Context, *asynq.Task) error { return nil })
	if err := ok(ctx, task); err != nil {
		t.Fatal(err)
	}
	failed := w.measureParse(func(context.Context, *asynq.Task) error { return errors.Join(errors.New("x"), asynq.SkipRetry) })
	failed(ctx, task)
	if got := testutil.CollectAndCount(parseJobs); got != before+2 {
		t.Errorf("%d parse series, want %d (completed/image and failed/image)", got, before+2)
	}
}
