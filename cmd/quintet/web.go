package main

import (
	"context"
	"errors"
	"log/slog"
	"net"
	"net/http"
	"time"

	"github.com/quintetbot/quintet/bot"
	"github.com/quintetbot/quintet/bot/web"
	"github.com/quintetbot/quintet/commands"
	"github.com/quintetbot/quintet/games/session"
)

var _ commands.Pages = (*web.Links)(nil)

// webWiring is what the web pages add to a bot: the links its commands
// and final boards hand out, and the server that answers them. A zero
// webWiring adds nothing.
type webWiring struct {
	links *web.Links
	ln    net.Listener
	srv   *web.Server
}

// newWebWiring opens the pages' listener at addr and makes their links
// under base; no pages when addr is empty.
func newWebWiring(mg *session.Manager, addr, base string, log *slog.Logger) (webWiring, error) {
	if addr == "" {
		return webWiring{}, nil
	}
	ln, err := net.Listen("tcp", addr)
	if err != nil {
		return webWiring{}, err
	}
	return webWiring{links: web.NewLinks(mg, base), ln: ln, srv: web.New(mg, log)}, nil
}

// routerOptions are the commands' options: links to the pages, if any.
func (w webWiring) routerOptions() []commands.Option {
	if w.links == nil {
		return nil
	}
	return []commands.Option{commands.WithPages(w.links)}
}

// lifeOptions adds the final boards' Replay button to opts, if pages
// are served.
func (w webWiring) lifeOptions(opts bot.Options) bot.Options {
	if w.links != nil {
		opts.Boards = commands.BoardsWith(w.links)
	}
	return opts
}

// serve answers the pages until ctx ends, then stops within a few
// seconds; nothing without pages.
func (w webWiring) serve(ctx context.Context) error {
	if w.ln == nil {
		return nil
	}
	srv := &http.Server{Handler: w.srv, ReadHeaderTimeout: 5 * time.Second, ReadTimeout: 10 * time.Second,
		WriteTimeout: 30 * time.Second, IdleTimeout: 60 * time.Second, MaxHeaderBytes: 16 << 10}
	stopped := make(chan struct{})
	go func() {
		defer close(stopped)
		<-ctx.Done()
		sctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
		defer cancel()
		srv.Shutdown(sctx)
	}()
	err := srv.Serve(w.ln)
	<-stopped
	if errors.Is(err, http.ErrServerClosed) {
		return nil
	}
	return err
}

// close closes the listener of pages never served.
func (w webWiring) close() {
	if w.ln != nil {
		w.ln.Close()
	}
}
