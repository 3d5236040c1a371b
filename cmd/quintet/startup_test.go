//go:build size

package main

import (
	"bufio"
	"context"
	"flag"
	"fmt"
	"net/http"
	"os"
	"os/exec"
	"regexp"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/quintetbot/quintet/bot/discordtest"
)

var (
	startupDB      = flag.String("startup.db", "", "database to start on (see storage's TestSizeBigFile); the test is skipped without one")
	startupRuns    = flag.Int("startup.runs", 3, "starts measured")
	startupLatency = flag.Duration("startup.latency", 0, "how long the fake Discord takes to answer each request (see discordtest.WithLatency)")
	startupStay    = flag.Duration("startup.stay", 2*time.Second, "how long each start runs after its first answer; the deadlines handled by then are reported")
)

// TestStartupBig starts the quintet binary on a large database against
// the fake Discord under /usr/bin/time -v, -startup.runs times, and
// reports for each start the time from the process's start to /readyz
// answering 200, to the first interaction answered (/notify on, which
// commits), the heap the Go runtime holds (go_memstats_heap_inuse_bytes),
// the process's resident memory and the deadlines handled
// (quintet_scheduler_lag_seconds_count) -startup.stay after that answer,
// and its peak resident memory when it is stopped. GOGC is left as the binary
// sets it (bot.TuneRuntime). Run it with
//
//	go test -count=1 -tags size -run TestStartupBig -v -timeout 20m ./cmd/quintet/ -startup.db /tmp/big.db
func TestStartupBig(t *testing.T) {
	if *startupDB == "" {
		t.Skip("no -startup.db")
	}
	if os.Getenv("GOGC") != "" {
		t.Fatal("GOGC is set: the binary would not set its own")
	}
	bin := buildBinary(t)
	for run := 1; run <= *startupRuns; run++ {
		startOnce(t, bin, run)
	}
}

func startOnce(t *testing.T, bin string, run int) {
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	srv := discordtest.New(t, discordtest.WithLatency(*startupLatency))
	alice := srv.NewMember("Alice", 0)
	// The fake's ids start over with each fake, and the bot keeps the
	// ids of the interactions it answered in the file, to answer each
	// once: one new id per run before the interaction keeps it new.
	for range run {
		srv.NewChannel("pad")
	}
	addr := freeAddr(t)
	cmd := exec.Command("/usr/bin/time", "-v", bin, "run")
	cmd.Env = append(os.Environ(), "DISCORD_TOKEN="+strings.TrimPrefix(discordtest.Token, "Bot "),
		"DISCORD_API_URL="+srv.URL(), "QUINTET_DB="+*startupDB, "QUINTET_HTTP_ADDR="+addr, "LOG_LEVEL=warn")
	stderr := &syncBuffer{}
	cmd.Stderr = stderr
	t0 := time.Now()
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	defer func() {
		cmd.Process.Kill()
		cmd.Wait()
	}()
	for !ready(addr) {
		if ctx.Err() != nil {
			t.Fatalf("run %d: not ready in 2 minutes", run)
		}
		time.Sleep(2 * time.Millisecond)
	}
	toReady := time.Since(t0)
	if _, err := srv.Interact(ctx, srv.Command(alice, "notify", discordtest.SubcommandArg("on"))); err != nil {
		t.Fatalf("run %d: first interaction: %v\n%s", run, err, stderr)
	}
	toFirst := time.Since(t0)
	time.Sleep(*startupStay)
	heap := metric(t, addr, "go_memstats_heap_inuse_bytes")
	rss := metric(t, addr, "process_resident_memory_bytes")
	handled := metric(t, addr, "quintet_scheduler_lag_seconds_count")
	// time -v's child is the bot: stop it, and time reports its peak.
	stopChild(t, cmd.Process.Pid)
	cmd.Wait()
	report := stderr.String()
	peak := regexp.MustCompile(`Maximum resident set size \(kbytes\): (\d+)`).FindStringSubmatch(report)
	if peak == nil {
		t.Fatalf("run %d: no peak in /usr/bin/time's report:\n%s", run, report)
	}
	kb, _ := strconv.Atoi(peak[1])
	t.Logf("run %d: ready %v after the start, first interaction answered %v after it; %v later: heap in use %.1f MiB, RSS %.1f MiB, %.0f deadlines handled; peak RSS %.1f MiB",
		run, toReady.Round(time.Millisecond), toFirst.Round(time.Millisecond), *startupStay, heap/(1<<20), rss/(1<<20), handled, float64(kb)/1024)
}

// stopChild sends SIGTERM to the children of pid (the bot under time).
func stopChild(t *testing.T, pid int) {
	b, err := os.ReadFile(fmt.Sprintf("/proc/%d/task/%d/children", pid, pid))
	if err != nil {
		t.Fatal(err)
	}
	for _, f := range strings.Fields(string(b)) {
		if c, err := strconv.Atoi(f); err == nil {
			syscall.Kill(c, syscall.SIGTERM)
		}
	}
}

// ready reports whether /readyz answers 200 at addr.
func ready(addr string) bool {
	resp, err := http.Get("http://" + addr + "/readyz")
	if err != nil {
		return false
	}
	resp.Body.Close()
	return resp.StatusCode == http.StatusOK
}

// metric reads one unlabelled value from /metrics at addr.
func metric(t *testing.T, addr, name string) float64 {
	resp, err := http.Get("http://" + addr + "/metrics")
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	sc := bufio.NewScanner(resp.Body)
	for sc.Scan() {
		if v, ok := strings.CutPrefix(sc.Text(), name+" "); ok {
			f, err := strconv.ParseFloat(v, 64)
			if err != nil {
				t.Fatal(err)
			}
			return f
		}
	}
	t.Fatalf("no %s in /metrics", name)
	return 0
}
