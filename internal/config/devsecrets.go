package config

import (
	"crypto/rand"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
)

// generatedSecrets are development's JWT secret and manager code: random, made on the
// first start and kept in the data folder, so that restarts keep everyone signed in.
type generatedSecrets struct {
	JWTSecret   string `json:"jwtSecret"`
	ManagerCode string `json:"managerCode"`
	path        string
}

const devSecretsFile = "dev-secrets.json"

// devSecrets reads the secrets kept in dir, making them first when there are none.
func devSecrets(dir string) (generatedSecrets, error) {
	path := filepath.Join(dir, devSecretsFile)
	s, err := readSecrets(path)
	if err == nil || !errors.Is(err, fs.ErrNotExist) {
		return s, err
	}
	s = generatedSecrets{
		JWTSecret:   rand.Text() + rand.Text(), // 52 base32 characters, 260 bits
		ManagerCode: strings.ToLower(rand.Text()[:12]),
		path:        path,
	}
	if err := os.MkdirAll(dir, 0o700); err != nil {
		return s, fmt.Errorf("development secrets: %w", err)
	}
	b, _ := json.MarshalIndent(s, "", "  ")
	// Written whole under another name, then linked into place: of two servers starting
	// at once, one links and the other reads a complete file.
	tmp, err := os.CreateTemp(dir, devSecretsFile+".*")
	if err != nil {
		return s, fmt.Errorf("development secrets: %w", err)
	}
	defer os.Remove(tmp.Name())
	if _, err := tmp.Write(append(b, '\n')); err != nil {
		tmp.Close()
		return s, fmt.Errorf("development secrets: %w", err)
	}
	if err := tmp.Close(); err != nil {
		return s, fmt.Errorf("development secrets: %w", err)
	}
	if err := os.Link(tmp.Name(), path); errors.Is(err, fs.ErrExist) {
		return readSecrets(path)
	} else if err != nil {
		return s, fmt.Errorf("development secrets: %w", err)
	}
	return s, nil
}

func readSecrets(path string) (generatedSecrets, error) {
	s := generatedSecrets{path: path}
	b, err := os.ReadFile(path)
	if err != nil {
		return s, err
	}
	if err := json.Unmarshal(b, &s); err != nil || len(s.JWTSecret) < 32 || s.ManagerCode == "" {
		return s, fmt.Errorf("development secrets in %s are damaged: delete the file to make new ones (everyone is signed out)", path)
	}
	return s, nil
}
