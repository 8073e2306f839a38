package assay_test

import (
	"strings"
	"testing"
	"time"

	"github.com/assayhq/assay"
)

func TestLoadConfig(t *testing.T) {
	env := func(kv map[string]string) func(string) string { return func(k string) string { return kv[k] } }

	cfg, err := assay.LoadConfig(env(nil))
	if err != nil {
		t.Fatal(err)
	}
	if cfg.ListenAddr != ":8080" || cfg.Storage != "local" || !cfg.RunAPI || !cfg.RunWorkers ||
		cfg.WorkerConcurrency < 1 || cfg.SignInTokenTTL != time.Hour || cfg.Environment != "sandbox" ||
		cfg.ReviewSessionTTL != 12*time.Hour || !cfg.ReviewCookieSecure {
		t.Errorf("defaults: %+v", cfg)
	}

	cfg, err = assay.LoadConfig(env(map[string]string{"ASSAY_STORAGE": "s3", "ASSAY_S3_BUCKET": "b", "ASSAY_S3_PATH_STYLE": "true",
		"ASSAY_WORKER_CONCURRENCY": "3", "ASSAY_PUBLIC_URL": "https://assay.example/"}))
	if err != nil {
		t.Fatal(err)
	}
	if !cfg.S3PathStyle || cfg.WorkerConcurrency != 3 || cfg.PublicURL != "https://assay.example" {
		t.Errorf("set values: %+v", cfg)
	}

	for _, tc := range []struct {
		env  map[string]string
		want string
	}{
		{map[string]string{"ASSAY_STORAGE": "ftp"}, "ASSAY_STORAGE"},
		{map[string]string{"ASSAY_STORAGE": "s3"}, "ASSAY_S3_BUCKET"},
		{map[string]string{"ASSAY_WORKER_CONCURRENCY": "0"}, "ASSAY_WORKER_CONCURRENCY"},
		{map[string]string{"ASSAY_RUN_API": "maybe"}, "ASSAY_RUN_API"},
		{map[string]string{"ASSAY_RUN_API": "false", "ASSAY_RUN_WORKERS": "false"}, "at least one"},
		{map[string]string{"ASSAY_ENVIRONMENT": "production"}, "ASSAY_SIGNING_KEY"},
		{map[string]string{"ASSAY_SIGNING_KEY": "short"}, "32 bytes"},
		{map[string]string{"ASSAY_SHUTDOWN_TIMEOUT": "-1s"}, "ASSAY_SHUTDOWN_TIMEOUT"},
		{map[string]string{"ASSAY_REDIS_URL": "not a url"}, "ASSAY_REDIS_URL"},
		{map[string]string{"ASSAY_S3_ACCESS_KEY_ID": "k"}, "set both"},
	} {
		_, err := assay.LoadConfig(env(tc.env))
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("LoadConfig(%v) = %v, want error naming %s", tc.env, err, tc.want)
		}
	}

	// Every invalid option is reported at once.
	_, err = assay.LoadConfig(env(map[string]string{"ASSAY_STORAGE": "ftp", "ASSAY_LOG_LEVEL": "loud"}))
	if err == nil || !strings.Contains(err.Error(), "ASSAY_STORAGE") || !strings.Contains(err.Error(), "ASSAY_LOG_LEVEL") {
		t.Errorf("joined errors: %v", err)
	}
}
