package main

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"errors"
	"fmt"
	"log/slog"
	"net"
	"net/http"
	"os"
	"syscall"
	"time"

	"github.com/assayhq/assay"
	"github.com/assayhq/assay/api"
	"github.com/assayhq/assay/jobs"
	"github.com/assayhq/assay/loinc"
	"github.com/assayhq/assay/orders"
	"github.com/assayhq/assay/parser"
	"github.com/assayhq/assay/store"
	"github.com/assayhq/assay/wearables"
	"github.com/hibiken/asynq"
	asynqmetrics "github.com/hibiken/asynq/x/metrics"
	"github.com/prometheus/client_golang/prometheus"
	"github.com/redis/go-redis/v9"
	"github.com/spf13/cobra"
)

func newServeCmd() *cobra.Command {
	var apiOnly, workersOnly bool
	cmd := &cobra.Command{
		Use:   "serve",
		Short: "Run the HTTP API and the job workers (or one of them)",
		Args:  cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			cfg, err := loadConfig()
			if err != nil {
				return err
			}
			if apiOnly && workersOnly {
				return errors.New("--api-only and --workers-only exclude each other")
			}
			if apiOnly {
				cfg.RunAPI, cfg.RunWorkers = true, false
			}
			if workersOnly {
				cfg.RunAPI, cfg.RunWorkers = false, true
			}
			setupLogging(cfg)
			app, err := openApp(cmd.Context(), cfg)
			if err != nil {
				return err
			}
			err = app.Run(cmd.Context(), nil)
			app.Close()
			if errors.Is(err, errRecycle) {
				// a fresh process image gives every byte back; same pid,
				// so a supervisor sees no exit
				exe, xerr := os.Executable()
				if xerr != nil {
					return xerr
				}
				return syscall.Exec(exe, os.Args, os.Environ())
			}
			return err
		},
	}
	cmd.Flags().BoolVar(&apiOnly, "api-only", false, "run only the HTTP API (same as ASSAY_RUN_WORKERS=false)")
	cmd.Flags().BoolVar(&workersOnly, "workers-only", false, "run only the workers (same as ASSAY_RUN_API=false)")
	return cmd
}

func setupLogging(cfg *assay.Config) {
	var level slog.Level
	_ = level.UnmarshalText([]byte(cfg.LogLevel))
	opts := &slog.HandlerOptions{Level: level}
	var h slog.Handler = slog.NewJSONHandler(os.Stderr, opts)
	if cfg.LogFormat == "text" {
		h = slog.NewTextHandler(os.Stderr, opts)
	}
	slog.SetDefault(slog.New(h))
}

// App is a running Assay process: its connections and background loops.
type App struct {
	Config *assay.Config
	Redis  *redis.Client
	Store  *store.Store
	Blobs  store.Blobs
	Queue  *jobs.Client
	asynq  asynq.RedisConnOpt
}

// openApp connects to Redis and blob storage.
func openApp(ctx context.Context, cfg *assay.Config) (*App, error) {
	ropt, err := redis.ParseURL(cfg.RedisURL)
	if err != nil {
		return nil, fmt.Errorf("ASSAY_REDIS_URL: %w", err)
	}
	rdb := redis.NewClient(ropt)
	pingCtx, cancel := context.WithTimeout(ctx, 5*time.Second)
	defer cancel()
	if err := rdb.Ping(pingCtx).Err(); err != nil {
		rdb.Close()
		return nil, fmt.Errorf("redis at %s is not reachable: %w", ropt.Addr, err)
	}
	blobs, err := openBlobs(ctx, cfg)
	if err != nil {
		rdb.Close()
		return nil, err
	}
	st := store.New(rdb, cfg.KeyPrefix)
	st.KeyLabel = keyLabel(cfg)
	aopt := asynq.RedisClientOpt{Addr: ropt.Addr, Username: ropt.Username, Password: ropt.Password, DB: ropt.DB, TLSConfig: ropt.TLSConfig}
	return &App{Config: cfg, Redis: rdb, Store: st, Blobs: blobs, Queue: jobs.NewClient(aopt, cfg.ParseMaxRetry), asynq: aopt}, nil
}

// keyLabel puts region and environment into API keys: sk_us_sandbox_..., sk_eu_prod_...
func keyLabel(cfg *assay.Config) string {
	env := "sandbox"
	if cfg.Environment == "production" {
		env = "prod"
	}
	return cfg.Region + "_" + env
}

func openBlobs(ctx context.Context, cfg *assay.Config) (store.Blobs, error) {
	if cfg.Storage == "s3" {
		return store.NewS3Blobs(ctx, store.S3Config{
			Endpoint: cfg.S3Endpoint, Region: cfg.S3Region, Bucket: cfg.S3Bucket,
			AccessKeyID: cfg.S3AccessKeyID, SecretAccessKey: cfg.S3SecretKey,
			UsePathStyle: cfg.S3PathStyle, CreateBucket: cfg.S3AutoCreate, Timeout: cfg.StorageTimeout,
		})
	}
	return store.NewLocalBlobs(cfg.StorageDir)
}

// Close releases the connections.
func (a *App) Close() {
	a.Queue.Close()
	a.Redis.Close()
}

// signingKey returns the configured sign-in token key. Without one (only
// allowed in sandbox) a random key is kept in Redis, so that every process
// of the deployment signs alike and tokens survive restarts.
func (a *App) signingKey(ctx context.Context) ([]byte, error) {
	if a.Config.SigningKey != "" {
		return []byte(a.Config.SigningKey), nil
	}
	b := make([]byte, 32)
	if _, err := rand.Read(b); err != nil {
		return nil, err
	}
	key := a.Config.KeyPrefix + "sandbox_signing_key"
	if err := a.Redis.SetNX(ctx, key, hex.EncodeToString(b), 0).Err(); err != nil {
		return nil, err
	}
	v, err := a.Redis.Get(ctx, key).Result()
	return []byte(v), err
}

// Run serves the API and/or runs the workers until ctx is cancelled, then
// shuts both down within the configured timeout. ready, if not nil, is
// called with the API's address once it listens.
func (a *App) Run(ctx context.Context, ready func(addr string)) error {
	cfg := a.Config
	errc := make(chan error, 2)
	var shutdowns []func(context.Context)
	var recycle chan struct{}
	hooks := jobs.NewWebhooks(a.Store, a.Queue, cfg.WebhookTimeout, cfg.WebhookRetrySchedule, cfg.WebhookLogRetention)
	hooks.Logger = slog.Default()
	hooks.SecretOverlap = cfg.WebhookSecretOverlap
	hooks.MaxBytes = cfg.WebhookMaxBytes
	wear := &wearables.Service{Store: a.Store, Blobs: a.Blobs, Events: hooks, Queue: a.Queue, MaxEventBytes: cfg.WebhookMaxBytes}
	erasure := &jobs.Erasure{Store: a.Store, Blobs: a.Blobs, Client: a.Queue, Logger: slog.Default()}

	if cfg.RunWorkers {
		// The LOINC index (57,000 codes) builds in the background; the
		// first parse waits for it if it comes sooner.
		matcher := loinc.Lazy{}
		matcher.Warm()
		loincVersion, err := loinc.DefaultVersion()
		if err != nil {
			return err
		}
		pool := parser.NewOCRPool(cfg.WorkerConcurrency)
		pool.ObservePage = func(d time.Duration) { jobs.OCRPageSeconds.Observe(d.Seconds()) }
		defer pool.Close()
		w := &jobs.Worker{
			Store: a.Store,
			Blobs: a.Blobs,
			Parser: &parser.Parser{OCR: pool, Annotator: matcher, Limits: parser.Limits{
				MaxPages:       cfg.MaxPages,
				MaxPagePixels:  int64(cfg.MaxPageMegapixels) * 1_000_000,
				MaxDocPixels:   int64(cfg.MaxDocMegapixels) * 1_000_000,
				OCRPageTimeout: cfg.OCRPageTimeout,
				RasterMemory:   int64(cfg.RenderMemoryMB) << 20,
			}},
			LoincVersion: loincVersion,
			Logger:       slog.Default(),
			Events:       hooks,
			Imports:      &jobs.Imports{Service: wear, Logger: slog.Default()},
			Erasure:      erasure,
		}
		srv := asynq.NewServer(a.asynq, asynq.Config{
			Concurrency: cfg.WorkerConcurrency,
			// an idle worker looks for new tasks every 200 ms instead of
			// asynq's 1 s, so a quick job ends within a second of upload
			TaskCheckInterval: 200 * time.Millisecond,
			Queues:            jobs.Queues,
			RetryDelayFunc:    jobs.RetryDelay(cfg.WebhookRetrySchedule),
			ShutdownTimeout:   cfg.ShutdownTimeout,
			Logger:            asynqLogger{slog.Default()},
		})
		guard := newMemoryGuard(cfg.WorkerRecycleRSSMB)
		recycle = guard.recycle
		mux := w.Mux()
		mux.Use(guard.middleware)
		if err := srv.Start(mux); err != nil {
			return fmt.Errorf("start workers: %w", err)
		}
		slog.Info("workers started", "concurrency", cfg.WorkerConcurrency)
		shutdowns = append(shutdowns, func(context.Context) { srv.Shutdown() })
		stopSweeper := (&jobs.Sweeper{
			Interval: cfg.SweepInterval, Grace: cfg.SweepGrace,
			Erasure: erasure, Webhooks: hooks, Store: a.Store, Queue: a.Queue, Logger: slog.Default(),
		}).Start(ctx)
		shutdowns = append(shutdowns, func(context.Context) { stopSweeper() })
	}

	if cfg.RunAPI {
		key, err := a.signingKey(ctx)
		if err != nil {
			return err
		}
		orderService := &orders.Service{Store: a.Store, Environment: cfg.Environment, PublicURL: cfg.PublicURL,
			DelegatedPhysicianEnforcement: cfg.DelegatedPhysicianEnforcement, Events: hooks, Logger: slog.Default()}
		tokens := &api.SignInTokens{Key: key, TTL: cfg.SignInTokenTTL, Region: cfg.Region, Environment: cfg.Environment}
		wear.Sessions = &wearables.Sessions{Store: a.Store, Verify: tokens.SessionVerifier()}
		s := &api.Server{
			Services: api.Services{
				Teams: a.Store, Webhooks: hooks, Catalogue: orderService,
				// wearable data goes before the tombstone hides the user
				Users:     wearables.ErasingUsers{UserService: &jobs.Users{Store: a.Store, Erasure: erasure}, Wearables: wear},
				Jobs:      &jobs.Service{Store: a.Store, Blobs: a.Blobs, Queue: a.Queue, Events: hooks, Logger: slog.Default()},
				Orders:    orderService,
				Wearables: wear,
			},
			Redis: a.Store, Storage: a.Blobs, Logger: slog.Default(),
			Tokens: tokens,
		}
		if cfg.AdminKey != "" {
			s.Admin = api.QueueDashboard(a.asynq, cfg.AdminKey)
		}
		s.Desk = a.newDesk(s)
		inspector := asynq.NewInspector(a.asynq)
		defer inspector.Close()
		registerCollector(asynqmetrics.NewQueueMetricsCollector(inspector))
		ln, err := net.Listen("tcp", cfg.ListenAddr)
		if err != nil {
			return fmt.Errorf("listen on %s: %w", cfg.ListenAddr, err)
		}
		hs := &http.Server{Handler: s.Handler(), ReadHeaderTimeout: 10 * time.Second}
		go func() {
			if err := hs.Serve(ln); !errors.Is(err, http.ErrServerClosed) {
				errc <- err
			}
		}()
		slog.Info("api listening", "addr", ln.Addr().String())
		if ready != nil {
			ready(ln.Addr().String())
		}
		// The API stops taking requests first; workers then finish in-flight jobs.
		shutdowns = append([]func(context.Context){func(ctx context.Context) { _ = hs.Shutdown(ctx) }}, shutdowns...)
	}

	var err error
	select {
	case <-ctx.Done():
	case err = <-errc:
	case <-recycle:
		err = errRecycle
	}
	slog.Info("shutting down", "timeout", cfg.ShutdownTimeout.String())
	sctx, cancel := context.WithTimeout(context.Background(), cfg.ShutdownTimeout)
	defer cancel()
	for _, f := range shutdowns {
		f(sctx)
	}
	return err
}

// registerCollector registers c with the default Prometheus registry,
// replacing one registered by an earlier App in the same process (tests).
func registerCollector(c prometheus.Collector) {
	if err := prometheus.Register(c); err != nil {
		var are prometheus.AlreadyRegisteredError
		if errors.As(err, &are) {
			prometheus.Unregister(are.ExistingCollector)
			prometheus.MustRegister(c)
		}
	}
}

// asynqLogger adapts slog to asynq's logger.
type asynqLogger struct{ l *slog.Logger }

func (a asynqLogger) Debug(args ...any) { a.l.Debug(fmt.Sprint(args...), "component", "asynq") }
func (a asynqLogger) Info(args ...any)  { a.l.Info(fmt.Sprint(args...), "component", "asynq") }
func (a asynqLogger) Warn(args ...any)  { a.l.Warn(fmt.Sprint(args...), "component", "asynq") }
func (a asynqLogger) Error(args ...any) { a.l.Error(fmt.Sprint(args...), "component", "asynq") }
func (a asynqLogger) Fatal(args ...any) {
	a.l.Error(fmt.Sprint(args...), "component", "asynq")
	os.Exit(1)
}
