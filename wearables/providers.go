package wearables

import (
	"net/url"
	"sort"
	"strings"

	"github.com/assayhq/assay"
)

// How data of each source reaches Assay: device files posted to the import
// route ("app": the device maker's app exports them) or batches pushed by the team's app ("sdk").
var providers = []assay.Provider{
	{ID: 1, Name: "Garmin", Slug: "garmin", Description: "Garmin watches and bike computers (FIT files)", AuthType: "app"},
	{ID: 2, Name: "Wahoo", Slug: "wahoo", Description: "Wahoo bike computers (FIT files)", AuthType: "app"},
	{ID: 3, Name: "COROS", Slug: "coros", Description: "COROS watches (FIT files)", AuthType: "app"},
	{ID: 4, Name: "Polar", Slug: "polar", Description: "Polar watches (FIT, TCX or GPX files)", AuthType: "app"},
	{ID: 5, Name: "Suunto", Slug: "suunto", Description: "Suunto watches (FIT files)", AuthType: "app"},
	{ID: 6, Name: "Strava", Slug: "strava", Description: "Strava activity exports (FIT, GPX, TCX)", AuthType: "app"},
	{ID: 7, Name: "Zwift", Slug: "zwift", Description: "Zwift rides and runs (FIT files)", AuthType: "app"},
	{ID: 8, Name: "Hammerhead", Slug: "hammerhead", Description: "Hammerhead Karoo (FIT files)", AuthType: "app"},
	{ID: 9, Name: "Apple HealthKit", Slug: "apple_health_kit", Description: "Apple Health: the app's HealthKit sync or an export.zip", AuthType: "sdk"},
	{ID: 10, Name: "Health Connect", Slug: "health_connect", Description: "Android Health Connect, pushed by the team's app", AuthType: "sdk"},
	{ID: 11, Name: "FreeStyle Libre", Slug: "freestyle_libre", Description: "Abbott FreeStyle Libre glucose readings, pushed by the team's app", AuthType: "sdk"},
	{ID: 12, Name: "Dexcom", Slug: "dexcom", Description: "Dexcom glucose readings, pushed by the team's app", AuthType: "sdk"},
	{ID: 13, Name: "Fitbit", Slug: "fitbit", Description: "Fitbit data, pushed by the team's app", AuthType: "sdk"},
	{ID: 14, Name: "Oura", Slug: "oura", Description: "Oura ring data, pushed by the team's app", AuthType: "sdk"},
	{ID: 15, Name: "Withings", Slug: "withings", Description: "Withings devices, pushed by the team's app", AuthType: "sdk"},
	{ID: 16, Name: "Device file", Slug: "device_file", Description: "A FIT, GPX or TCX file whose creator is not a known source", AuthType: "app"},
	{ID: 17, Name: "Manual", Slug: "manual", Description: "Data entered by hand in the team's app", AuthType: "sdk"},
}

var providerBySlug = func() map[string]*assay.Provider {
	m := make(map[string]*assay.Provider, len(providers))
	for i := range providers {
		p := &providers[i]
		p.Logo = logoURL(p.Name)
		p.SupportedResources = []string{"activity", "workouts", "workout_stream", "steps", "calories_active", "heartrate"}
		if p.AuthType == "sdk" {
			p.SupportedResources = append(p.SupportedResources, "glucose")
		}
		m[p.Slug] = p
	}
	return m
}()

// logoURL is a self-contained SVG badge: the deployment serves no assets and
// must not point clients at a third party.
func logoURL(name string) string {
	svg := `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64"><rect width="64" height="64" rx="12" fill="#2d3a4a"/>` +
		`<text x="32" y="42" font-size="28" text-anchor="middle" fill="#fff" font-family="sans-serif">` + name[:1] + `</text></svg>`
	return "data:image/svg+xml," + url.PathEscape(svg)
}

// Providers returns every known source, by name.
func (s *Service) Providers() []assay.Provider {
	out := append([]assay.Provider(nil), providers...)
	sort.Slice(out, func(i, j int) bool { return out[i].Name < out[j].Name })
	return out
}

// LookupProvider returns a known source by slug.
func LookupProvider(slug string) (*assay.Provider, bool) {
	p, ok := providerBySlug[slug]
	return p, ok
}

func sourceOf(p *assay.Provider) assay.Source {
	return assay.Source{Name: p.Name, Slug: p.Slug, Logo: p.Logo}
}

// providerFromCreator maps a file's manufacturer or creator text to a source.
func providerFromCreator(creator string) string {
	c := strings.ToLower(creator)
	for _, k := range []struct{ word, slug string }{
		{"garmin", "garmin"}, {"wahoo", "wahoo"}, {"coros", "coros"}, {"polar", "polar"}, {"suunto", "suunto"},
		{"strava", "strava"}, {"zwift", "zwift"}, {"hammerhead", "hammerhead"}, {"karoo", "hammerhead"},
		{"apple", "apple_health_kit"}, {"health connect", "health_connect"},
	} {
		if strings.Contains(c, k.word) {
			return k.slug
		}
	}
	return "device_file"
}

// sports is the sport table; unknown sports are "other".
var sports = []assay.Sport{
	{ID: 1, Name: "Running", Slug: "running"}, {ID: 2, Name: "Cycling", Slug: "cycling"},
	{ID: 3, Name: "Swimming", Slug: "swimming"}, {ID: 4, Name: "Walking", Slug: "walking"},
	{ID: 5, Name: "Hiking", Slug: "hiking"}, {ID: 6, Name: "Strength Training", Slug: "strength_training"},
	{ID: 7, Name: "Rowing", Slug: "rowing"}, {ID: 8, Name: "Yoga", Slug: "yoga"},
	{ID: 9, Name: "Elliptical", Slug: "elliptical"}, {ID: 10, Name: "Skiing", Slug: "skiing"},
	{ID: 11, Name: "Indoor Cycling", Slug: "indoor_cycling"}, {ID: 12, Name: "Triathlon", Slug: "triathlon"},
	{ID: 13, Name: "Other", Slug: "other"},
}

// sportAliases maps names used by FIT, GPX/TCX, Apple Health and clients to
// a sport slug.
var sportAliases = map[string]string{
	"run": "running", "running": "running", "trail_running": "running", "treadmill": "running",
	"bike": "cycling", "biking": "cycling", "cycling": "cycling", "ride": "cycling", "road_biking": "cycling",
	"mountain_biking": "cycling", "indoor_cycling": "indoor_cycling", "virtual_ride": "indoor_cycling",
	"swim": "swimming", "swimming": "swimming", "open_water": "swimming", "lap_swimming": "swimming",
	"walk": "walking", "walking": "walking", "hike": "hiking", "hiking": "hiking",
	"training": "strength_training", "strength_training": "strength_training",
	"traditional_strength_training": "strength_training", "functional_strength_training": "strength_training",
	"rowing": "rowing", "row": "rowing", "yoga": "yoga", "elliptical": "elliptical",
	"alpine_skiing": "skiing", "cross_country_skiing": "skiing", "skiing": "skiing", "downhill_skiing": "skiing",
	"multisport": "triathlon", "triathlon": "triathlon",
}

// sportOf returns the sport for a name in any of the vocabularies above
// (e.g. "HKWorkoutActivityTypeCycling", "Biking", "cycling").
func sportOf(name string) assay.Sport {
	n := strings.TrimPrefix(name, "HKWorkoutActivityType")
	n = strings.ToLower(snake(n))
	slug, ok := sportAliases[n]
	if !ok {
		slug = "other"
	}
	for _, s := range sports {
		if s.Slug == slug {
			return s
		}
	}
	return sports[len(sports)-1]
}

// snake turns "TraditionalStrengthTraining" into "Traditional_Strength_Training"
// and "road biking" into "road_biking".
func snake(s string) string {
	var b strings.Builder
	for i, r := range s {
		if r == ' ' || r == '-' {
			b.WriteByte('_')
			continue
		}
		if i > 0 && r >= 'A' && r <= 'Z' && s[i-1] >= 'a' && s[i-1] <= 'z' {
			b.WriteByte('_')
		}
		b.WriteRune(r)
	}
	return b.String()
}
