package main

import (
	"net"
	"net/http"
	"net/http/pprof"
)

// servePprof serves the runtime profiles (net/http/pprof) on their own listener, for
// profiling in development (PPROF_ADDR, e.g. 127.0.0.1:6060). Never on the app's port.
func servePprof(addr string) error {
	ln, err := net.Listen("tcp", addr)
	if err != nil {
		return err
	}
	mux := http.NewServeMux()
	mux.HandleFunc("/debug/pprof/", pprof.Index)
	mux.HandleFunc("/debug/pprof/cmdline", pprof.Cmdline)
	mux.HandleFunc("/debug/pprof/profile", pprof.Profile)
	mux.HandleFunc("/debug/pprof/symbol", pprof.Symbol)
	mux.HandleFunc("/debug/pprof/trace", pprof.Trace)
	go http.Serve(ln, mux)
	return nil
}
