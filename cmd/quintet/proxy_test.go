//go:build proxy

package main

import (
	"bufio"
	"context"
	"crypto/ecdsa"
	"crypto/ed25519"
	"crypto/elliptic"
	"crypto/rand"
	"crypto/tls"
	"crypto/x509"
	"crypto/x509/pkix"
	"encoding/hex"
	"encoding/pem"
	"flag"
	"fmt"
	"math/big"
	"net"
	"net/http"
	"net/http/httputil"
	"net/url"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/quintetbot/quintet/bot/discordtest"
	_ "github.com/quintetbot/quintet/games/all"
	"github.com/quintetbot/quintet/games/session"
	"github.com/quintetbot/quintet/storage"
)

var (
	proxyBin     = flag.String("proxy.bin", "nirn-proxy", "the REST proxy's binary (github.com/germanoeich/nirn-proxy); the proxied run is skipped when it is not found")
	proxyMatches = flag.Int("proxy.matches", 150, "overdue matches in each shard's database")
	proxyShards  = flag.Int("proxy.shards", 2, "shard processes")
	proxyLimit   = flag.Int("proxy.limit", 0, "the proxy's global limit for the bot (BOT_RATELIMIT_OVERRIDES); 0: 50, Discord's")
)

// TestTwoShardsOneBudget starts two shard processes of the quintet binary
// (QUINTET_SHARD_ID 0 and 1 of 2, -proxy.shards; each on its own database and its own
// HTTP interactions endpoint) against one fake Discord that enforces the
// global limit of 50 requests a second across both (429 global: true).
// Each database holds -proxy.matches matches whose turns ran out while the
// bot was down, so both processes post boards and reminders at once as
// they start. Each process keeps itself within 50 a second; together they
// do not. The test runs them twice: straight to the fake, then through
// the REST proxy deploy/README.md configures (DISCORD_API_URL pointing at
// it), and reports for each run the requests the fake received with the
// bot's token, the most in any second, and the global 429s it answered.
// The proxy reaches the fake through a CONNECT tunnel (HTTPS_PROXY) whose
// far end plays discord.com with a certificate the proxy is told to
// trust (SSL_CERT_FILE), since it sends everything to discord.com.
//
//	go test -count=1 -tags proxy -run TestTwoShardsOneBudget -v ./cmd/quintet/ -proxy.bin $(go env GOPATH)/bin/nirn-proxy
func TestTwoShardsOneBudget(t *testing.T) {
	bin := buildBinary(t)
	for _, proxied := range []bool{false, true} {
		name := map[bool]string{false: "direct", true: "through the proxy"}[proxied]
		t.Run(strings.ReplaceAll(name, " ", "_"), func(t *testing.T) {
			var proxy string
			if proxied {
				p, err := exec.LookPath(*proxyBin)
				if err != nil {
					t.Skipf("no REST proxy binary: %v", err)
				}
				proxy = p
			}
			runShards(t, bin, proxy, name)
		})
	}
}

// runShards runs one of TestTwoShardsOneBudget's runs; proxy is the
// proxy's binary, or "" to go straight to the fake.
func runShards(t *testing.T, bin, proxy, name string) {
	srv := discordtest.New(t, discordtest.WithGlobalLimit(50))
	front := newCountingFront(t, srv.URL())
	api := front.url
	if proxy != "" {
		api = startProxy(t, proxy, front)
	}
	dbs := make([]string, *proxyShards)
	for shard := range dbs {
		dbs[shard] = overdueDB(t, srv, shard)
	}
	_, key, _ := ed25519.GenerateKey(rand.Reader)
	start := time.Now()
	for shard, db := range dbs {
		cmd := exec.Command(bin, "run")
		cmd.Env = append(os.Environ(), "DISCORD_TOKEN="+strings.TrimPrefix(discordtest.Token, "Bot "),
			"DISCORD_API_URL="+api, "QUINTET_DB="+db, "LOG_LEVEL=warn",
			fmt.Sprint("QUINTET_SHARD_ID=", shard), fmt.Sprint("QUINTET_SHARD_COUNT=", len(dbs)),
			"QUINTET_INTERACTIONS_ADDR="+freeAddr(t), "DISCORD_PUBLIC_KEY="+hex.EncodeToString(key.Public().(ed25519.PublicKey)))
		out := &syncBuffer{}
		cmd.Stdout, cmd.Stderr = out, out
		if err := cmd.Start(); err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() {
			cmd.Process.Kill()
			cmd.Wait()
			if t.Failed() {
				t.Logf("shard %d:\n%s", shard, out)
			}
		})
	}
	// Done when nothing has come for 5 seconds.
	for time.Since(front.last()) < 5*time.Second || front.count() == 0 {
		if time.Since(start) > 3*time.Minute {
			t.Fatal("still sending after 3 minutes")
		}
		time.Sleep(100 * time.Millisecond)
	}
	n, peak, span := front.stats()
	t.Logf("%s: %d requests with the bot token in %v, at most %d in one second; %d refused by the global limit (429 global)",
		name, n, span.Round(100*time.Millisecond), peak, srv.GlobalRefusals())
}

// overdueDB writes a database for shard with -proxy.matches Qwinto
// matches (a player and a bot) in new channels of the fake, each started
// two days ago: every turn has run out. Their guild is one the shard
// owns; the fake does not check a channel's guild.
func overdueDB(t *testing.T, srv *discordtest.Server, shard int) string {
	ctx := context.Background()
	path := filepath.Join(t.TempDir(), fmt.Sprint("shard", shard, ".db"))
	db, err := storage.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	then := time.Now().Add(-48 * time.Hour)
	mg := session.NewManager(db, session.WithClock(func() time.Time { return then }))
	g, err := strconv.ParseUint(discordtest.GuildID, 10, 64)
	if err != nil {
		t.Fatal(err)
	}
	g = g>>22<<22 + 2 // the same time, another guild
	for (g>>22)%uint64(*proxyShards) != uint64(shard) {
		g += 1 << 22
	}
	guild := strconv.FormatUint(g, 10)
	for i := range *proxyMatches {
		ch := srv.NewChannel(fmt.Sprintf("s%d-%d", shard, i))
		host := srv.NewMember(fmt.Sprintf("P%d-%d", shard, i), 0)
		if _, err := mg.Open(ctx, session.OpenRequest{Guild: guild, Channel: ch, Game: "qwinto", Bots: 1,
			Host: session.Player{User: host.ID, Name: host.GlobalName}}); err != nil {
			t.Fatal(err)
		}
		if _, err := mg.Start(ctx, ch, host.ID); err != nil {
			t.Fatal(err)
		}
	}
	return path
}

// countingFront is a reverse proxy in front of the fake that notes when
// each request with the bot's token arrives.
type countingFront struct {
	url string
	mu  sync.Mutex
	at  []time.Time
}

func newCountingFront(t *testing.T, target string) *countingFront {
	u, err := url.Parse(target)
	if err != nil {
		t.Fatal(err)
	}
	f := &countingFront{}
	rp := httputil.NewSingleHostReverseProxy(u)
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	hs := &http.Server{Handler: http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.Header.Get("Authorization") == discordtest.Token {
			f.mu.Lock()
			f.at = append(f.at, time.Now())
			f.mu.Unlock()
		}
		r.Host = u.Host
		rp.ServeHTTP(w, r)
	})}
	go hs.Serve(l)
	t.Cleanup(func() { hs.Close() })
	f.url = "http://" + l.Addr().String()
	return f
}

func (f *countingFront) count() int {
	f.mu.Lock()
	defer f.mu.Unlock()
	return len(f.at)
}

func (f *countingFront) last() time.Time {
	f.mu.Lock()
	defer f.mu.Unlock()
	if len(f.at) == 0 {
		return time.Now()
	}
	return f.at[len(f.at)-1]
}

// stats returns the requests counted, the most in any one-second window,
// and the time from the first to the last.
func (f *countingFront) stats() (n, peak int, span time.Duration) {
	f.mu.Lock()
	at := slices.Clone(f.at)
	f.mu.Unlock()
	slices.SortFunc(at, func(a, b time.Time) int { return a.Compare(b) })
	lo := 0
	for hi := range at {
		for at[hi].Sub(at[lo]) >= time.Second {
			lo++
		}
		peak = max(peak, hi-lo+1)
	}
	if len(at) > 0 {
		span = at[len(at)-1].Sub(at[0])
	}
	return len(at), peak, span
}

// startProxy starts the REST proxy on a free port, sending what it
// forwards to discord.com to front through a tunnel, and returns its URL.
func startProxy(t *testing.T, bin string, front *countingFront) string {
	dir := t.TempDir()
	certFile, cert := discordCert(t, dir)
	tunnel := newTunnel(t, cert, front.url)
	addr := freeAddr(t)
	_, port, _ := net.SplitHostPort(addr)
	cmd := exec.Command(bin)
	cmd.Dir = dir // it reads a .env there, if any
	cmd.Env = append(os.Environ(), "PORT="+port, "BIND_IP=127.0.0.1", "METRICS_PORT="+portOf(freeAddr(t)),
		"LOG_LEVEL=warn", "DISABLE_GLOBAL_RATELIMIT_DETECTION=true", "CLUSTER_PORT="+portOf(freeAddr(t)),
		"HTTPS_PROXY="+tunnel, "SSL_CERT_FILE="+certFile)
	if *proxyLimit > 0 {
		cmd.Env = append(cmd.Env, fmt.Sprintf("BOT_RATELIMIT_OVERRIDES=%s:%d", discordtest.BotID, *proxyLimit))
	}
	out := &syncBuffer{}
	cmd.Stdout, cmd.Stderr = out, out
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		cmd.Process.Kill()
		cmd.Wait()
		if t.Failed() {
			t.Logf("proxy:\n%s", out)
		}
	})
	for deadline := time.Now().Add(20 * time.Second); ; time.Sleep(50 * time.Millisecond) {
		if c, err := net.Dial("tcp", addr); err == nil {
			c.Close()
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("the proxy does not listen on %s:\n%s", addr, out)
		}
	}
	return "http://" + addr
}

func portOf(addr string) string {
	_, p, _ := net.SplitHostPort(addr)
	return p
}

// discordCert makes a self-signed certificate for discord.com, writes it
// to dir for SSL_CERT_FILE and returns its path and the key pair.
func discordCert(t *testing.T, dir string) (string, tls.Certificate) {
	key, err := ecdsa.GenerateKey(elliptic.P256(), rand.Reader)
	if err != nil {
		t.Fatal(err)
	}
	tmpl := &x509.Certificate{
		SerialNumber: big.NewInt(1), Subject: pkix.Name{CommonName: "discord.com"}, DNSNames: []string{"discord.com"},
		NotBefore: time.Now().Add(-time.Hour), NotAfter: time.Now().Add(24 * time.Hour),
		IsCA: true, BasicConstraintsValid: true, KeyUsage: x509.KeyUsageDigitalSignature | x509.KeyUsageCertSign,
		ExtKeyUsage: []x509.ExtKeyUsage{x509.ExtKeyUsageServerAuth},
	}
	der, err := x509.CreateCertificate(rand.Reader, tmpl, tmpl, &key.PublicKey, key)
	if err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(dir, "discord.pem")
	if err := os.WriteFile(path, pem.EncodeToMemory(&pem.Block{Type: "CERTIFICATE", Bytes: der}), 0o600); err != nil {
		t.Fatal(err)
	}
	return path, tls.Certificate{Certificate: [][]byte{der}, PrivateKey: key}
}

// newTunnel serves HTTP CONNECT: it answers every tunnel as discord.com
// with cert and relays the requests inside to front. It returns its URL.
func newTunnel(t *testing.T, cert tls.Certificate, front string) string {
	u, err := url.Parse(front)
	if err != nil {
		t.Fatal(err)
	}
	rp := httputil.NewSingleHostReverseProxy(u)
	inner := &http.Server{Handler: http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		r.Host = u.Host
		rp.ServeHTTP(w, r)
	})}
	conns := make(chan net.Conn)
	go inner.Serve(&chanListener{conns: conns, addr: &net.TCPAddr{}})
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { l.Close(); inner.Close() })
	go func() {
		for {
			c, err := l.Accept()
			if err != nil {
				return
			}
			go func() {
				br := bufio.NewReader(c)
				req, err := http.ReadRequest(br)
				if err != nil || req.Method != http.MethodConnect {
					c.Close()
					return
				}
				if _, err := c.Write([]byte("HTTP/1.1 200 Connection established\r\n\r\n")); err != nil {
					c.Close()
					return
				}
				conns <- tls.Server(c, &tls.Config{Certificates: []tls.Certificate{cert}})
			}()
		}
	}()
	return "http://" + l.Addr().String()
}

// chanListener is a net.Listener whose connections come from a channel.
type chanListener struct {
	conns chan net.Conn
	addr  net.Addr
	once  sync.Once
	done  chan struct{}
}

func (l *chanListener) Accept() (net.Conn, error) {
	l.once.Do(func() { l.done = make(chan struct{}) })
	select {
	case c := <-l.conns:
		return c, nil
	case <-l.done:
		return nil, net.ErrClosed
	}
}

func (l *chanListener) Close() error {
	l.once.Do(func() { l.done = make(chan struct{}) })
	select {
	case <-l.done:
	default:
		close(l.done)
	}
	return nil
}

func (l *chanListener) Addr() net.Addr { return l.addr }
