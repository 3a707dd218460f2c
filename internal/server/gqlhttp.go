package server

import (
	"bytes"
	"encoding/json"
	"io"
	"mime"
	"net/http"
	"net/url"
	"strconv"
	"strings"

	"github.com/99designs/gqlgen/graphql"
	"github.com/99designs/gqlgen/graphql/errcode"
	"github.com/vektah/gqlparser/v2/ast"
	"github.com/vektah/gqlparser/v2/gqlerror"

	"github.com/shiftsched/shiftsched/internal/domain"
)

// The two media types of a GraphQL answer (GraphQL over HTTP, "Media Types").
const (
	mediaJSON            = "application/json"
	mediaGraphQLResponse = "application/graphql-response+json"
)

// overHTTP is the GET and POST transport of the GraphQL over HTTP specification. gqlgen's
// own answers a request error (parse, validation, variable coercion) with 422 and a
// "data": null entry; the specification asks, for a request error, for no data entry
// at all, status 200 when the client accepts application/json (which it may not read
// as GraphQL otherwise) and 4xx when it accepts application/graphql-response+json. It
// also answers 406 when neither media type is acceptable and 405 to a mutation by GET.
type overHTTP struct{}

var _ graphql.Transport = overHTTP{}

// Supports takes every GET and POST that is not a socket's upgrade: a POST with the
// wrong Content-Type is answered 415 here rather than "transport not supported".
func (overHTTP) Supports(r *http.Request) bool {
	return r.Header.Get("Upgrade") == "" && (r.Method == http.MethodGet || r.Method == http.MethodPost)
}

// Do reads the request's parameters and answers it in the media type its Accept prefers.
func (overHTTP) Do(w http.ResponseWriter, r *http.Request, exec graphql.GraphExecutor) {
	media, ok := answerMediaType(r.Header.Get("Accept"))
	if !ok {
		writeGraphQLError(w, http.StatusNotAcceptable,
			"The answer is application/graphql-response+json or application/json; the Accept header allows neither.")
		return
	}
	w.Header().Set("Content-Type", media+"; charset=utf-8")
	start := graphql.Now()
	params, status, msg := requestParams(r)
	if msg != "" {
		refuse(w, media, status, msg)
		return
	}
	params.Headers = r.Header
	params.ReadTime = graphql.TraceTiming{Start: start, End: graphql.Now()}
	ctx := r.Context()
	oc, errs := exec.CreateOperationContext(ctx, params)
	if errs != nil {
		writeRequestError(w, media, exec.DispatchError(graphql.WithOperationContext(ctx, oc), errs), errs)
		return
	}
	if r.Method == http.MethodGet {
		if op := oc.Doc.Operations.ForName(oc.OperationName); op == nil || op.Operation != ast.Query {
			// GraphQL over HTTP, "GET": a mutation by GET is refused with 405.
			w.Header().Set("Allow", "POST")
			refuse(w, media, http.StatusMethodNotAllowed, "GET runs queries only: send mutations and subscriptions by POST.")
			return
		}
	}
	responses, ctx := exec.DispatchOperation(ctx, oc)
	b, err := json.Marshal(responses(ctx))
	if err != nil {
		panic(err) // as gqlgen's own transports: the executor's data is valid JSON
	}
	w.Write(b)
}

// requestParams reads the GraphQL parameters of a GET's URL or a POST's JSON body; the
// message says what is wrong with them, answered with status (400, or 415 for a body
// that is not JSON).
func requestParams(r *http.Request) (*graphql.RawParams, int, string) {
	params := &graphql.RawParams{}
	if r.Method == http.MethodGet {
		q, err := url.ParseQuery(r.URL.RawQuery)
		if err != nil {
			return nil, http.StatusBadRequest, "The URL's query string is malformed."
		}
		params.Query, params.OperationName = q.Get("query"), q.Get("operationName")
		if v := q.Get("variables"); v != "" && jsonDecode([]byte(v), &params.Variables) != nil {
			return nil, http.StatusBadRequest, "The variables parameter must be a JSON object."
		}
		if v := q.Get("extensions"); v != "" && jsonDecode([]byte(v), &params.Extensions) != nil {
			return nil, http.StatusBadRequest, "The extensions parameter must be a JSON object."
		}
	} else {
		if mt, ps, err := mime.ParseMediaType(r.Header.Get("Content-Type")); err != nil || mt != mediaJSON ||
			ps["charset"] != "" && !strings.EqualFold(ps["charset"], "utf-8") {
			return nil, http.StatusUnsupportedMediaType, "Send the request body as application/json (UTF-8)."
		}
		body, err := io.ReadAll(r.Body) // in memory already: readGraphQLBody
		if err != nil || jsonDecode(body, params) != nil {
			return nil, http.StatusBadRequest, "The request body must be one JSON object with a query string, and optionally operationName, variables and extensions."
		}
	}
	// A persisted query (the extension) may come without its text.
	if params.Query == "" && params.Extensions["persistedQuery"] == nil {
		return nil, http.StatusBadRequest, "The request has no query."
	}
	return params, 0, ""
}

func jsonDecode(b []byte, v any) error {
	dec := json.NewDecoder(bytes.NewReader(b))
	dec.UseNumber()
	if err := dec.Decode(v); err != nil {
		return err
	}
	if dec.More() {
		return io.ErrUnexpectedEOF // two values where one object belongs
	}
	return nil
}

// refuse answers a request that is not a GraphQL request (or not one for this method)
// with status and one error, in the negotiated media type.
func refuse(w http.ResponseWriter, media string, status int, msg string) {
	w.Header().Set("Content-Type", media+"; charset=utf-8")
	w.WriteHeader(status)
	json.NewEncoder(w).Encode(map[string]any{"errors": []map[string]any{{
		"message": msg, "extensions": map[string]string{"code": string(domain.Invalid)},
	}}})
}

// writeRequestError answers a request that failed before execution: no data entry (the
// GraphQL specification, "Response": data is absent when execution did not start), 200
// in application/json, and in application/graphql-response+json 400 for a bad document
// (gqlgen's protocol errors, QUERY_TOO_COMPLEX among them) and 200 for the others (an
// unknown persisted query), as gqlgen's own transport does.
func writeRequestError(w http.ResponseWriter, media string, res *graphql.Response, errs gqlerror.List) {
	status := http.StatusOK
	if media == mediaGraphQLResponse && errcode.GetErrorKind(errs) == errcode.KindProtocol {
		status = http.StatusBadRequest
	}
	b, err := json.Marshal(struct {
		Errors     gqlerror.List  `json:"errors"`
		Extensions map[string]any `json:"extensions,omitempty"`
	}{res.Errors, res.Extensions})
	if err != nil {
		panic(err)
	}
	w.WriteHeader(status)
	w.Write(b)
}

// answerMediaType picks the media type of the answer from an Accept header: the
// acceptable one of highest quality, application/graphql-response+json on a tie, and
// application/json for a missing header or a wildcard (GraphQL over HTTP, "Accept").
// False: neither is acceptable.
func answerMediaType(accept string) (string, bool) {
	if strings.TrimSpace(accept) == "" {
		return mediaJSON, true
	}
	// An entry naming a media type outweighs a wildcard, whatever their order.
	named, wild := map[string]float64{}, -1.0
	for part := range strings.SplitSeq(accept, ",") {
		mt, ps, err := mime.ParseMediaType(strings.TrimSpace(part))
		if err != nil {
			continue
		}
		weight := 1.0
		if s, ok := ps["q"]; ok {
			if weight, err = strconv.ParseFloat(s, 64); err != nil {
				continue
			}
		}
		switch mt {
		case "*/*", "application/*":
			wild = max(wild, weight)
		case mediaJSON, mediaGraphQLResponse:
			named[mt] = max(named[mt], weight)
		}
	}
	jsonQ, ok := named[mediaJSON]
	if !ok {
		jsonQ = wild
	}
	switch gr := named[mediaGraphQLResponse]; {
	case gr > 0 && gr >= jsonQ:
		return mediaGraphQLResponse, true
	case jsonQ > 0:
		return mediaJSON, true
	}
	return "", false
}
