package bot

import "sync"

// eachAtOnce calls fn for every item, up to n calls at once, and returns
// when all have returned.
func eachAtOnce[T any](items []T, n int, fn func(T)) {
	sem := make(chan struct{}, max(n, 1))
	var wg sync.WaitGroup
	for _, it := range items {
		sem <- struct{}{}
		wg.Go(func() {
			defer func() { <-sem }()
			fn(it)
		})
	}
	wg.Wait()
}
