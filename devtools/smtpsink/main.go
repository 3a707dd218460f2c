// Command smtpsink is the SMTP server of the browser tests: it accepts every message
// (internal/mail/smtptest) and shows what arrived over HTTP, so a test checks the e-mail
// a person would get instead of the server's log. Not for production.
//
// On start it prints one JSON line, {"smtp": "smtp://host:port", "http": "http://host:port"};
// GET /messages?to=ADDRESS answers the messages to that address (all without to), oldest
// first, as JSON.
package main

import (
	"encoding/json"
	"flag"
	"fmt"
	"log"
	"net"
	"net/http"
	"os"
	"os/signal"
	"slices"
	"strings"
	"syscall"

	"github.com/shiftsched/shiftsched/internal/mail/smtptest"
)

func main() {
	smtpAddr := flag.String("smtp", "127.0.0.1:0", "SMTP listen address")
	httpAddr := flag.String("http", "127.0.0.1:0", "HTTP listen address")
	flag.Parse()

	srv, err := smtptest.Listen(*smtpAddr)
	if err != nil {
		log.Fatal(err)
	}
	defer srv.Close()
	ln, err := net.Listen("tcp", *httpAddr)
	if err != nil {
		log.Fatal(err)
	}
	mux := http.NewServeMux()
	mux.HandleFunc("GET /messages", func(w http.ResponseWriter, r *http.Request) {
		to := strings.ToLower(r.URL.Query().Get("to"))
		out := []smtptest.Received{}
		for _, m := range srv.Received() {
			if to == "" || slices.ContainsFunc(m.To, func(a string) bool { return strings.ToLower(a) == to }) {
				out = append(out, m)
			}
		}
		w.Header().Set("Content-Type", "application/json")
		json.NewEncoder(w).Encode(out)
	})
	go http.Serve(ln, mux)

	line, _ := json.Marshal(map[string]string{"smtp": srv.URL, "http": "http://" + ln.Addr().String()})
	fmt.Println(string(line))

	stop := make(chan os.Signal, 1)
	signal.Notify(stop, syscall.SIGINT, syscall.SIGTERM)
	<-stop
}
