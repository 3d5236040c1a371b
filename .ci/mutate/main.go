// Command mutate is the mutation check: it makes each named break of
// .ci/mutations in turn, through go's -overlay so that the work tree is
// never written, and runs the tests of the broken package (and of the
// packages the break names) against it. A break the tests let pass is a
// survivor. It exits 1 when a survivor has no reason kept for it in the
// list, or when a mutation no longer applies or builds.
//
//	go run ./.ci/mutate                  # every mutation, two at a time
//	go run ./.ci/mutate -only undo       # those whose name holds "undo"
//	go run ./.ci/mutate -sample 10       # ten at random (-seed to repeat)
package main

import (
	"context"
	"flag"
	"fmt"
	"math/rand/v2"
	"os"
	"os/signal"
	"strings"
	"sync"
	"time"
)

func main() {
	list := flag.String("list", ".ci/mutations", "the list of mutations")
	only := flag.String("only", "", "run only the mutations whose name holds this")
	sample := flag.Int("sample", 0, "run this many mutations at random (0: all)")
	seed := flag.Uint64("seed", uint64(time.Now().UnixNano()), "the seed of -sample")
	workers := flag.Int("j", 2, "mutants tested at once")
	timeout := flag.Duration("timeout", 3*time.Minute, "go test's -timeout for one package and mutant")
	check := flag.Bool("check", false, "only check that every mutation applies (after a change to the code it breaks)")
	flag.Parse()
	if *check {
		os.Exit(checkAll(*list))
	}
	os.Exit(run(*list, *only, *sample, *seed, *workers, *timeout))
}

func run(list, only string, sample int, seed uint64, workers int, timeout time.Duration) int {
	root, err := os.Getwd()
	if err != nil {
		fmt.Fprintln(os.Stderr, "mutate:", err)
		return 1
	}
	if _, err := os.Stat("go.mod"); err != nil {
		fmt.Fprintln(os.Stderr, "mutate: run me from the module's root (go run ./.ci/mutate)")
		return 1
	}
	all, err := parseMutations(list)
	if err != nil {
		fmt.Fprintln(os.Stderr, "mutate:", err)
		return 1
	}
	ms := choose(all, only, sample, seed)
	dir, err := os.MkdirTemp("", "mutate")
	if err != nil {
		fmt.Fprintln(os.Stderr, "mutate:", err)
		return 1
	}
	defer os.RemoveAll(dir)
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
	defer stop()

	start := time.Now()
	results := make(chan result)
	jobs := make(chan mutation)
	var wg sync.WaitGroup
	for range max(workers, 1) {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for m := range jobs {
				results <- mutant(ctx, root, dir, m, timeout)
			}
		}()
	}
	go func() {
		for _, m := range ms {
			jobs <- m
		}
		close(jobs)
		wg.Wait()
		close(results)
	}()
	var t tally
	for r := range results {
		fmt.Println(t.add(r))
	}
	fmt.Printf("mutate: %s in %s\n", t, time.Since(start).Round(time.Second))
	if t.unexpected > 0 || t.broken > 0 {
		return 1
	}
	return 0
}

// checkAll reports each mutation of list whose old text is not found
// exactly once in its file; 1 when there is one.
func checkAll(list string) int {
	all, err := parseMutations(list)
	if err != nil {
		fmt.Fprintln(os.Stderr, "mutate:", err)
		return 1
	}
	status := 0
	for _, m := range all {
		if err := m.applies("."); err != nil {
			fmt.Printf("BROKEN    %s: %v\n", m.name, err)
			status = 1
		}
	}
	fmt.Printf("mutate: %d mutations checked\n", len(all))
	return status
}

// choose narrows the list to the names holding only, then to sample of
// them drawn with seed (printed, so that a run can be repeated).
func choose(all []mutation, only string, sample int, seed uint64) []mutation {
	var ms []mutation
	for _, m := range all {
		if strings.Contains(m.name, only) {
			ms = append(ms, m)
		}
	}
	if sample > 0 && sample < len(ms) {
		fmt.Printf("mutate: %d of %d mutations at random, -seed %d\n", sample, len(ms), seed)
		r := rand.New(rand.NewPCG(seed, seed))
		r.Shuffle(len(ms), func(i, j int) { ms[i], ms[j] = ms[j], ms[i] })
		ms = ms[:sample]
	}
	return ms
}
