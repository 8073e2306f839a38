package main

import (
	"fmt"
	"io"
	"net/url"
	"os"
	"path/filepath"
	"sort"
	"strings"

	"github.com/assayhq/assay"
	"github.com/spf13/cobra"
)

// devEnvFile is where `assay dev` records how to reach the running dev
// service: its key, and the Redis and storage it uses.
var devEnvFile = filepath.Join(devDir, "dev.env")

// findDevEnv returns the .assay/dev.env of the repository the command runs
// in (the working directory or a parent up to the one holding go.mod or
// .git), or "".
func findDevEnv() string {
	dir, err := os.Getwd()
	if err != nil {
		return ""
	}
	for {
		p := filepath.Join(dir, devEnvFile)
		if _, err := os.Stat(p); err == nil {
			return p
		}
		if exists(filepath.Join(dir, "go.mod")) || exists(filepath.Join(dir, ".git")) {
			return ""
		}
		parent := filepath.Dir(dir)
		if parent == dir {
			return ""
		}
		dir = parent
	}
}

func exists(p string) bool { _, err := os.Stat(p); return err == nil }

// adminEnv is the environment of an admin command: the process environment,
// and for options it leaves unset, the dev service's .assay/dev.env, so
// that `assay team create` run from the repository writes to the dev
// Redis and not to a default one that may belong to someone else. It says
// on stderr which file it read.
func adminEnv(stderr io.Writer) (getenv func(string) string, source func(string) string) {
	path := findDevEnv()
	file := map[string]string{}
	if path != "" {
		for k, v := range readEnvFile(path) {
			if isConfigOption(k) {
				file[k] = v
			}
		}
	}
	var used []string
	for k := range file {
		if os.Getenv(k) == "" {
			used = append(used, k)
		}
	}
	if len(used) > 0 {
		sort.Strings(used)
		rel, _ := filepath.Rel(mustGetwd(), path)
		fmt.Fprintf(stderr, "assay: using the dev service's settings from %s (%s); set them in the environment to override\n", rel, strings.Join(used, ", "))
	}
	getenv = func(k string) string {
		if v := os.Getenv(k); v != "" {
			return v
		}
		return file[k]
	}
	source = func(k string) string {
		switch {
		case os.Getenv(k) != "":
			return "environment"
		case file[k] != "":
			return devEnvFile
		}
		return "default"
	}
	return getenv, source
}

func isConfigOption(k string) bool {
	for _, o := range assay.ConfigOptions {
		if o.Env == k {
			return true
		}
	}
	return false
}

func mustGetwd() string {
	wd, _ := os.Getwd()
	return wd
}

// openAdminApp opens the service's connections for an admin command, with
// the configuration of adminEnv.
func openAdminApp(cmd *cobra.Command) (*App, error) {
	getenv, source := adminEnv(cmd.ErrOrStderr())
	cfg, err := assay.LoadConfig(getenv)
	if err != nil {
		return nil, fmt.Errorf("invalid configuration:\n%w", err)
	}
	app, err := openApp(cmd.Context(), cfg)
	if err != nil && source("ASSAY_REDIS_URL") == devEnvFile {
		return nil, fmt.Errorf("%w (from %s: is the dev service, make run, still running?)", err, devEnvFile)
	}
	return app, err
}

// devServiceEnv is what `assay dev` adds to .assay/dev.env besides the team:
// the Redis and storage settings in effect.
func devServiceEnv() string {
	var b strings.Builder
	for _, o := range assay.ConfigOptions {
		if o.Env == "ASSAY_REDIS_URL" || o.Env == "ASSAY_KEY_PREFIX" || strings.HasPrefix(o.Env, "ASSAY_STORAGE") || strings.HasPrefix(o.Env, "ASSAY_S3_") {
			v := os.Getenv(o.Env)
			if o.Env == "ASSAY_STORAGE_DIR" && v != "" {
				if abs, err := filepath.Abs(v); err == nil {
					v = abs
				}
			}
			if v != "" {
				fmt.Fprintf(&b, "%s=%s\n", o.Env, v)
			}
		}
	}
	return b.String()
}

// masked hides a secret option's value and a password inside a URL.
func masked(env, v string) string {
	if v == "" {
		return v
	}
	if assay.SecretOption(env) {
		return "****"
	}
	if u, err := url.Parse(v); err == nil && u.User != nil {
		return u.Redacted()
	}
	return v
}

func newConfigCmd() *cobra.Command {
	var table bool
	cmd := &cobra.Command{
		Use:   "config [--table]",
		Short: "Print the configuration in effect (secrets masked), or with --table the table of options as Markdown",
		Long: "Print each option's value in effect and where it comes from: the environment, the dev service's\n" +
			".assay/dev.env (admin commands read it when run from the repository), or the default.",
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			w := cmd.OutOrStdout()
			if table {
				fmt.Fprintln(w, "| Variable | Default | Meaning |")
				fmt.Fprintln(w, "|---|---|---|")
				for _, o := range assay.ConfigOptions {
					def := o.Default
					if def != "" {
						def = "`" + def + "`"
					}
					fmt.Fprintf(w, "| `%s` | %s | %s |\n", o.Env, def, o.Help)
				}
				return nil
			}
			getenv, source := adminEnv(cmd.ErrOrStderr())
			if _, err := assay.LoadConfig(getenv); err != nil {
				fmt.Fprintf(cmd.ErrOrStderr(), "assay: the configuration is invalid:\n%v\n", err)
			}
			for _, o := range assay.ConfigOptions {
				v := strings.TrimSpace(getenv(o.Env))
				if v == "" {
					v = o.Default
				}
				fmt.Fprintf(w, "%s=%s\t# %s\n", o.Env, masked(o.Env, v), source(o.Env))
			}
			return nil
		},
	}
	cmd.Flags().BoolVar(&table, "table", false, "print the table of options, defaults and meanings as Markdown")
	return cmd
}
