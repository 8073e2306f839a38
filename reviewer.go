package assay

import "time"

// Reviewer is a person who resolves a team's pending_review jobs at the
// review desk. Reviewers sign in with email and password; teams keep their
// API keys for automation.
type Reviewer struct {
	ID         string     `json:"id"`
	TeamID     string     `json:"team_id"`
	Email      string     `json:"email"`
	Disabled   bool       `json:"disabled"`
	CreatedAt  time.Time  `json:"created_at"`
	DisabledAt *time.Time `json:"disabled_at,omitempty"`
	// HasPassword is false until the reviewer has used a sign-in link.
	HasPassword bool `json:"has_password"`
}

// Label is how a reviewer is named in audit trails.
func (r *Reviewer) Label() string { return r.Email }
