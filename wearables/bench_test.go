package wearables_test

import (
	"bytes"
	"context"
	"io"
	"testing"
	"time"

	"github.com/assayhq/assay"
	"github.com/assayhq/assay/store"
	"github.com/assayhq/assay/store/storetest"
	"github.com/assayhq/assay/wearables"
	"github.com/assayhq/assay/wearables/wearablestest"
	"github.com/muktihari/fit/profile/typedef"
	"github.com/redis/go-redis/v9"
)

// benchEnv is a service over real Redis and local blobs with one user.
func benchEnv(b *testing.B) (*wearables.Service, string, string) {
	addr, db := storetest.Redis(b)
	rdb := redis.NewClient(&redis.Options{Addr: addr, DB: db})
	b.Cleanup(func() { rdb.Close() })
	st := store.New(rdb, "bench:")
	blobs, err := store.NewLocalBlobs(b.TempDir())
	if err != nil {
		b.Fatal(err)
	}
	ctx := context.Background()
	team, _, err := st.CreateTeam(ctx, "bench", true)
	if err != nil {
		b.Fatal(err)
	}
	u, err := st.CreateUser(ctx, team.ID, store.UserCreate{ClientUserID: "bench"})
	if err != nil {
		b.Fatal(err)
	}
	svc := &wearables.Service{Store: st, Blobs: blobs, Events: &events{}}
	svc.Queue = &queue{svc}
	return svc, team.ID, u.UserID
}

// threeHourRide is a 3-hour ride recorded at 1 Hz: 10,800 records.
func threeHourRide(b *testing.B) []byte {
	fit, err := wearablestest.FIT(wearablestest.Ride(10800), typedef.ManufacturerGarmin, "Edge 1050")
	if err != nil {
		b.Fatal(err)
	}
	return fit
}

// BenchmarkImportFIT3h stores and reads a 3-hour 1 Hz FIT ride: the upload
// into storage, the decode, the workout and its stream.
func BenchmarkImportFIT3h(b *testing.B) {
	svc, team, user := benchEnv(b)
	fit := threeHourRide(b)
	ctx := context.Background()
	b.SetBytes(int64(len(fit)))
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		im, err := svc.CreateImport(ctx, team, user, "ride.fit", "", bytes.NewReader(fit))
		if err != nil {
			b.Fatal(err)
		}
		done, err := svc.RunImport(ctx, im.ID)
		if err != nil || done.Status != assay.ImportCompleted {
			b.Fatalf("%+v %v", done, err)
		}
	}
}

// BenchmarkStreamRead3h reads the stream of a 3-hour ride as the stream
// route serves it; bytes/op is the size of the answer.
func BenchmarkStreamRead3h(b *testing.B) {
	svc, team, user := benchEnv(b)
	ctx := context.Background()
	im, err := svc.CreateImport(ctx, team, user, "ride.fit", "", bytes.NewReader(threeHourRide(b)))
	if err != nil {
		b.Fatal(err)
	}
	if _, err := svc.RunImport(ctx, im.ID); err != nil {
		b.Fatal(err)
	}
	ws, err := svc.Workouts(ctx, team, user, ts(wearablestest.Start), ts(wearablestest.Start.Add(24*time.Hour)), "")
	if err != nil || len(ws) != 1 {
		b.Fatal(ws, err)
	}
	var n int64
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		rc, _, err := svc.Stream(ctx, team, ws[0].ID)
		if err != nil {
			b.Fatal(err)
		}
		if n, err = io.Copy(io.Discard, rc); err != nil {
			b.Fatal(err)
		}
		rc.Close()
	}
	b.ReportMetric(float64(n), "stream_bytes")
	b.SetBytes(n)
}
