package graph

// intOf narrows a service's cents to GraphQL's Int; the service bounds them to fit.
func intOf(c *int64, err error) (*int, error) {
	if c == nil || err != nil {
		return nil, err
	}
	n := int(*c)
	return &n, nil
}
