package api

import (
	_ "embed"
	"net/http"
)

// OpenAPIDocument is the OpenAPI 3.1 description of every route Assay
// serves, generated from api/openapi_extensions.yaml and the upstream
// description (see api/openapi_test.go).
//
//go:embed openapi.json
var OpenAPIDocument []byte

// OpenAPIPath serves OpenAPIDocument, without authentication.
const OpenAPIPath = "/openapi.json"

func serveOpenAPI(w http.ResponseWriter, _ *http.Request) {
	w.Header().Set("Content-Type", "application/json")
	w.Header().Set("Cache-Control", "public, max-age=300")
	_, _ = w.Write(OpenAPIDocument)
}
