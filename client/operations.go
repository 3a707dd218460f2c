package client

import (
	"embed"
	"io/fs"
	"slices"

	"github.com/vektah/gqlparser/v2/ast"
	"github.com/vektah/gqlparser/v2/parser"
)

// The client's GraphQL documents, where graphql-codegen reads its operations
// (codegen.ts); TestOperationNamesAreTheGeneratedOnes keeps the two in step.
//
//go:embed src/lib/*.graphql src/features/*/api/*.graphql
var documents embed.FS

// OperationNames returns the names of the operations in the client's documents,
// sorted: the GraphQL operations the metrics count by name.
func OperationNames() ([]string, error) {
	var names []string
	err := fs.WalkDir(documents, ".", func(path string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		text, err := documents.ReadFile(path)
		if err != nil {
			return err
		}
		doc, perr := parser.ParseQuery(&ast.Source{Name: path, Input: string(text)})
		if perr != nil {
			return perr
		}
		for _, op := range doc.Operations {
			names = append(names, op.Name)
		}
		return nil
	})
	slices.Sort(names)
	return slices.Compact(names), err
}
