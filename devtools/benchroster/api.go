package main

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"time"
)

// client speaks GraphQL to the server as one signed-in person.
type client struct {
	url, token string
	http       *http.Client
}

// do runs a GraphQL document and decodes its data into out (nil: ignore it); an error
// answer is returned as an error with its messages.
func (c *client) do(ctx context.Context, query string, vars map[string]any, out any) error {
	body, _ := json.Marshal(map[string]any{"query": query, "variables": vars})
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, c.url+"/graphql", bytes.NewReader(body))
	if err != nil {
		return err
	}
	req.Header.Set("Content-Type", "application/json")
	if c.token != "" {
		req.Header.Set("Authorization", "Bearer "+c.token)
	}
	res, err := c.http.Do(req)
	if err != nil {
		return err
	}
	defer res.Body.Close()
	var ans struct {
		Data   json.RawMessage `json:"data"`
		Errors []struct {
			Message string `json:"message"`
		} `json:"errors"`
	}
	if err := json.NewDecoder(res.Body).Decode(&ans); err != nil {
		return fmt.Errorf("%s: %w", res.Status, err)
	}
	if len(ans.Errors) > 0 {
		return fmt.Errorf("graphql: %s (%.80s)", ans.Errors[0].Message, query)
	}
	if out != nil {
		return json.Unmarshal(ans.Data, out)
	}
	return nil
}

// signUp registers a person and signs them in.
func signUp(ctx context.Context, url, name, email, role string) (*client, string, error) {
	c := &client{url: url, http: &http.Client{Timeout: 30 * time.Second}}
	vars := map[string]any{"in": map[string]any{"name": name, "email": email, "password": "roster-bench-1",
		"role": role, "managerCode": "benchmark-manager-code"}}
	var reg struct {
		Register struct{ ID string } `json:"register"`
	}
	if err := c.do(ctx, `mutation($in: RegisterInput!) { register(input: $in) { id } }`, vars, &reg); err != nil {
		return nil, "", err
	}
	var login struct {
		Login struct{ Token string } `json:"login"`
	}
	if err := c.do(ctx, `mutation($e: String!) { login(email: $e, password: "roster-bench-1") { token } }`,
		map[string]any{"e": email}, &login); err != nil {
		return nil, "", err
	}
	c.token = login.Login.Token
	return c, reg.Register.ID, nil
}
