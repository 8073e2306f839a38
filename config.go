package assay

import (
	"errors"
	"fmt"
	"net/url"
	"runtime"
	"strconv"
	"strings"
	"time"
)

// MaxUploadBytes is the largest lab report file accepted (10 MB).
const MaxUploadBytes = 10 << 20

// Config is the whole service configuration. It is read from the
// environment only, through the options table below.
type Config struct {
	Environment string // sandbox or production
	Region      string // us or eu
	ListenAddr  string
	PublicURL   string

	// Orders under delegated lab accounts need a physician from this date.
	DelegatedPhysicianEnforcement time.Time

	RedisURL  string
	KeyPrefix string

	Storage        string // local or s3
	StorageDir     string
	S3Bucket       string
	S3Region       string
	S3Endpoint     string
	S3AccessKeyID  string
	S3SecretKey    string
	S3PathStyle    bool
	StorageTimeout time.Duration
	S3AutoCreate   bool

	RunAPI            bool
	RunWorkers        bool
	WorkerConcurrency int
	ParseMaxRetry     int

	// Resource bounds of one parse job (parser.Limits) and of a worker.
	MaxPages           int
	MaxPageMegapixels  int
	MaxDocMegapixels   int
	OCRPageTimeout     time.Duration
	RenderMemoryMB     int
	WorkerRecycleRSSMB int

	SigningKey     string
	SignInTokenTTL time.Duration

	WebhookRetrySchedule []time.Duration
	WebhookTimeout       time.Duration
	WebhookSecretOverlap time.Duration
	WebhookLogRetention  time.Duration
	WebhookMaxBytes      int

	ReviewSessionTTL   time.Duration
	ReviewCookieSecure bool
	// LoincTable is the LOINC table `assay loinc import` writes and the
	// matcher reads; while the file is missing, the embedded table is used.
	LoincTable string

	AdminKey        string
	ShutdownTimeout time.Duration
	SweepInterval   time.Duration
	SweepGrace      time.Duration
	LogLevel        string
	LogFormat       string
}

// ConfigOption is one row of the configuration table.
type ConfigOption struct {
	Env     string
	Default string
	Help    string
	set     func(c *Config, v string) error
}

// ConfigOptions is the configuration table: every environment variable the
// service reads, its default and what it does.
var ConfigOptions = []ConfigOption{
	{"ASSAY_ENVIRONMENT", "sandbox", "Deployment environment: sandbox or production. Shows in API keys and sign-in tokens.",
		oneOf(func(c *Config) *string { return &c.Environment }, "sandbox", "production")},
	{"ASSAY_REGION", "us", "Deployment region: us or eu. Shows in API keys and sign-in tokens.",
		oneOf(func(c *Config) *string { return &c.Region }, "us", "eu")},
	{"ASSAY_LISTEN_ADDR", ":8080", "Address the HTTP API listens on.",
		str(func(c *Config) *string { return &c.ListenAddr })},
	{"ASSAY_PUBLIC_URL", "http://localhost:8080", "Base URL clients use to reach the API (printed in examples).",
		urlValue(func(c *Config) *string { return &c.PublicURL })},
	{"ASSAY_DELEGATED_PHYSICIAN_ENFORCEMENT_DATE", "2026-09-01", "From this date (YYYY-MM-DD, UTC) orders under order_delegated or fully_delegated lab accounts must name a physician; before it they get a warning.",
		date(func(c *Config) *time.Time { return &c.DelegatedPhysicianEnforcement })},
	{"ASSAY_REDIS_URL", "redis://127.0.0.1:6379/0", "Redis holding records and job queues (redis://[:password@]host:port/db).",
		urlValue(func(c *Config) *string { return &c.RedisURL })},
	{"ASSAY_KEY_PREFIX", "assay:", "Prefix of every Redis key of the records (queues use the asynq keys of the same database).",
		str(func(c *Config) *string { return &c.KeyPrefix })},
	{"ASSAY_STORAGE", "local", "Where uploaded files go: local (a directory) or s3.",
		oneOf(func(c *Config) *string { return &c.Storage }, "local", "s3")},
	{"ASSAY_STORAGE_DIR", ".assay/blobs", "Directory for local storage.",
		str(func(c *Config) *string { return &c.StorageDir })},
	{"ASSAY_S3_BUCKET", "", "S3 bucket (required when ASSAY_STORAGE=s3).",
		str(func(c *Config) *string { return &c.S3Bucket })},
	{"ASSAY_S3_REGION", "us-east-1", "S3 region.",
		str(func(c *Config) *string { return &c.S3Region })},
	{"ASSAY_S3_ENDPOINT", "", "S3-compatible endpoint URL (for MinIO); empty means AWS S3.",
		str(func(c *Config) *string { return &c.S3Endpoint })},
	{"ASSAY_S3_ACCESS_KEY_ID", "", "Static S3 access key; empty uses the default AWS credential chain.",
		str(func(c *Config) *string { return &c.S3AccessKeyID })},
	{"ASSAY_S3_SECRET_ACCESS_KEY", "", "Static S3 secret key.",
		str(func(c *Config) *string { return &c.S3SecretKey })},
	{"ASSAY_S3_PATH_STYLE", "false", "Use path-style addressing (needed by MinIO).",
		boolean(func(c *Config) *bool { return &c.S3PathStyle })},
	{"ASSAY_STORAGE_TIMEOUT", "30s", "Bound on one S3 call (retries and reading the file included): a hung storage fails the upload or the parse attempt instead of holding it.",
		duration(func(c *Config) *time.Duration { return &c.StorageTimeout })},
	{"ASSAY_S3_CREATE_BUCKET", "false", "Create the bucket at start-up if it is missing.",
		boolean(func(c *Config) *bool { return &c.S3AutoCreate })},
	{"ASSAY_RUN_API", "true", "Run the HTTP API in this process.",
		boolean(func(c *Config) *bool { return &c.RunAPI })},
	{"ASSAY_RUN_WORKERS", "true", "Run the job workers in this process.",
		boolean(func(c *Config) *bool { return &c.RunWorkers })},
	{"ASSAY_WORKER_CONCURRENCY", "", "Jobs processed at once per worker process (default: number of CPUs).",
		positiveInt(func(c *Config) *int { return &c.WorkerConcurrency }, runtime.NumCPU())},
	{"ASSAY_PARSE_MAX_RETRY", "8", "Retries of a parse job after storage or Redis errors (corrupt input is never retried).",
		positiveInt(func(c *Config) *int { return &c.ParseMaxRetry }, 8)},
	{"ASSAY_MAX_PAGES", "50", "Pages a document may have, all files of a job together; more fails the job as invalid_input with the reason in failure_detail.",
		positiveInt(func(c *Config) *int { return &c.MaxPages }, 50)},
	{"ASSAY_MAX_PAGE_MEGAPIXELS", "25", "Pixels a page without text is rendered at for OCR (at most 40): a larger page is rendered below 300 dpi, down to 100 dpi, else refused.",
		positiveInt(func(c *Config) *int { return &c.MaxPageMegapixels }, 25)},
	{"ASSAY_MAX_DOCUMENT_MEGAPIXELS", "500", "Pixels rendered and decoded for all pages of a document together.",
		positiveInt(func(c *Config) *int { return &c.MaxDocMegapixels }, 500)},
	{"ASSAY_OCR_PAGE_TIMEOUT", "90s", "OCR time one page or image may take; a slower page fails the job as invalid_input.",
		duration(func(c *Config) *time.Duration { return &c.OCRPageTimeout })},
	{"ASSAY_RENDER_MEMORY_MB", "512", "Address space of the pdftoppm process that renders one page (it also gets 30 s of CPU and 60 s in all).",
		positiveInt(func(c *Config) *int { return &c.RenderMemoryMB }, 512)},
	{"ASSAY_WORKER_RECYCLE_RSS_MB", "1536", "Resident memory past which a worker process, after returning free memory to the OS, finishes its jobs and restarts itself.",
		positiveInt(func(c *Config) *int { return &c.WorkerRecycleRSSMB }, 1536)},
	{"ASSAY_SIGNING_KEY", "", "Secret that signs mobile sign-in tokens (at least 32 bytes; required in production).",
		str(func(c *Config) *string { return &c.SigningKey })},
	{"ASSAY_SIGN_IN_TOKEN_TTL", "1h", "Lifetime of a mobile sign-in token.",
		duration(func(c *Config) *time.Duration { return &c.SignInTokenTTL })},
	{"ASSAY_WEBHOOK_RETRY_SCHEDULE", "5s,5m,30m,2h,5h,10h,10h", "Delays between webhook delivery attempts; one retry per entry, then the message fails.",
		durationList(func(c *Config) *[]time.Duration { return &c.WebhookRetrySchedule })},
	{"ASSAY_WEBHOOK_TIMEOUT", "15s", "How long a webhook receiver gets to answer one delivery.",
		duration(func(c *Config) *time.Duration { return &c.WebhookTimeout })},
	{"ASSAY_WEBHOOK_SECRET_OVERLAP", "24h", "After a secret rotation, how long deliveries carry signatures with both the new and the old secret.",
		duration(func(c *Config) *time.Duration { return &c.WebhookSecretOverlap })},
	{"ASSAY_WEBHOOK_LOG_RETENTION", "720h", "How long webhook messages and their delivery log are kept (and can be re-sent).",
		duration(func(c *Config) *time.Duration { return &c.WebhookLogRetention })},
	{"ASSAY_WEBHOOK_MAX_BYTES", "262144", "Largest webhook body in bytes, enforced where every webhook leaves: larger wearable batches are split, workout streams are announced without their data, and any other event over it is refused and logged, not sent.",
		positiveInt(func(c *Config) *int { return &c.WebhookMaxBytes }, 256<<10)},
	{"ASSAY_REVIEW_SESSION_TTL", "12h", "How long a reviewer stays signed in to the review desk (/review/) without signing in again.",
		duration(func(c *Config) *time.Duration { return &c.ReviewSessionTTL })},
	{"ASSAY_REVIEW_COOKIE_SECURE", "true", "Send the review desk's session cookie only over HTTPS; set false only for plain-http development.",
		boolean(func(c *Config) *bool { return &c.ReviewCookieSecure })},
	{"ASSAY_LOINC_TABLE", ".assay/loinc-table.tsv.gz", "LOINC table written by `assay loinc import` from an official LOINC release; while the file does not exist the embedded table (LOINC 2.74) is used.",
		str(func(c *Config) *string { return &c.LoincTable })},
	{"ASSAY_ADMIN_KEY", "", "Password of the read-only queue dashboard at /admin/queues (HTTP basic auth, any user); empty turns the dashboard off.",
		str(func(c *Config) *string { return &c.AdminKey })},
	{"ASSAY_SHUTDOWN_TIMEOUT", "30s", "How long in-flight requests and jobs get to finish on SIGTERM.",
		duration(func(c *Config) *time.Duration { return &c.ShutdownTimeout })},
	{"ASSAY_SWEEP_INTERVAL", "1m", "How often a worker process looks for work a crash left unqueued: parses, webhook events and messages, erasures.",
		duration(func(c *Config) *time.Duration { return &c.SweepInterval })},
	{"ASSAY_SWEEP_GRACE", "1m", "How old such work must be before the sweeper queues it, so it does not race the request that is queueing it.",
		duration(func(c *Config) *time.Duration { return &c.SweepGrace })},
	{"ASSAY_LOG_LEVEL", "info", "Log level: debug, info, warn or error.",
		oneOf(func(c *Config) *string { return &c.LogLevel }, "debug", "info", "warn", "error")},
	{"ASSAY_LOG_FORMAT", "json", "Log format: json or text.",
		oneOf(func(c *Config) *string { return &c.LogFormat }, "json", "text")},
}

// SecretOption reports whether an option holds a secret that `assay config`
// must not print.
func SecretOption(env string) bool {
	switch env {
	case "ASSAY_S3_SECRET_ACCESS_KEY", "ASSAY_SIGNING_KEY", "ASSAY_ADMIN_KEY":
		return true
	}
	return false
}

// LoadConfig reads every option through getenv (os.Getenv in production),
// applies defaults and validates. It reports all invalid options at once.
func LoadConfig(getenv func(string) string) (*Config, error) {
	c := &Config{}
	var errs []error
	for _, o := range ConfigOptions {
		v := strings.TrimSpace(getenv(o.Env))
		if v == "" {
			v = o.Default
		}
		if err := o.set(c, v); err != nil {
			errs = append(errs, fmt.Errorf("%s: %w", o.Env, err))
		}
	}
	if c.Storage == "s3" && c.S3Bucket == "" {
		errs = append(errs, errors.New("ASSAY_S3_BUCKET: required when ASSAY_STORAGE=s3"))
	}
	if (c.S3AccessKeyID == "") != (c.S3SecretKey == "") {
		errs = append(errs, errors.New("ASSAY_S3_ACCESS_KEY_ID and ASSAY_S3_SECRET_ACCESS_KEY: set both or neither"))
	}
	if c.AdminKey != "" && len(c.AdminKey) < 16 {
		errs = append(errs, errors.New("ASSAY_ADMIN_KEY: must be at least 16 bytes"))
	}
	if c.SigningKey != "" && len(c.SigningKey) < 32 {
		errs = append(errs, errors.New("ASSAY_SIGNING_KEY: must be at least 32 bytes"))
	}
	if c.SigningKey == "" && c.Environment == "production" {
		errs = append(errs, errors.New("ASSAY_SIGNING_KEY: required when ASSAY_ENVIRONMENT=production"))
	}
	if !c.RunAPI && !c.RunWorkers {
		errs = append(errs, errors.New("ASSAY_RUN_API and ASSAY_RUN_WORKERS: at least one must be true"))
	}
	if err := errors.Join(errs...); err != nil {
		return nil, err
	}
	return c, nil
}

func str(field func(*Config) *string) func(*Config, string) error {
	return func(c *Config, v string) error { *field(c) = v; return nil }
}

func oneOf(field func(*Config) *string, allowed ...string) func(*Config, string) error {
	return func(c *Config, v string) error {
		for _, a := range allowed {
			if v == a {
				*field(c) = v
				return nil
			}
		}
		return fmt.Errorf("%q is not one of %s", v, strings.Join(allowed, ", "))
	}
}

func urlValue(field func(*Config) *string) func(*Config, string) error {
	return func(c *Config, v string) error {
		u, err := url.Parse(v)
		if err != nil || u.Scheme == "" || u.Host == "" {
			return fmt.Errorf("%q is not an absolute URL", v)
		}
		*field(c) = strings.TrimRight(v, "/")
		return nil
	}
}

func boolean(field func(*Config) *bool) func(*Config, string) error {
	return func(c *Config, v string) error {
		b, err := strconv.ParseBool(v)
		if err != nil {
			return fmt.Errorf("%q is not a boolean", v)
		}
		*field(c) = b
		return nil
	}
}

func positiveInt(field func(*Config) *int, def int) func(*Config, string) error {
	return func(c *Config, v string) error {
		if v == "" {
			*field(c) = def
			return nil
		}
		n, err := strconv.Atoi(v)
		if err != nil || n < 1 {
			return fmt.Errorf("%q is not a positive integer", v)
		}
		*field(c) = n
		return nil
	}
}

func durationList(field func(*Config) *[]time.Duration) func(*Config, string) error {
	return func(c *Config, v string) error {
		var out []time.Duration
		for _, p := range strings.Split(v, ",") {
			d, err := time.ParseDuration(strings.TrimSpace(p))
			if err != nil || d <= 0 {
				return fmt.Errorf("%q is not a comma-separated list of positive durations", v)
			}
			out = append(out, d)
		}
		*field(c) = out
		return nil
	}
}

func duration(field func(*Config) *time.Duration) func(*Config, string) error {
	return func(c *Config, v string) error {
		d, err := time.ParseDuration(v)
		if err != nil || d <= 0 {
			return fmt.Errorf("%q is not a positive duration", v)
		}
		*field(c) = d
		return nil
	}
}

func date(field func(*Config) *time.Time) func(*Config, string) error {
	return func(c *Config, v string) error {
		d, err := time.Parse("2006-01-02", v)
		if err != nil {
			return fmt.Errorf("%q is not a date (YYYY-MM-DD)", v)
		}
		*field(c) = d
		return nil
	}
}
