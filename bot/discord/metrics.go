package discord

import (
	"context"
	"time"

	"github.com/prometheus/client_golang/prometheus"
	"github.com/prometheus/client_golang/prometheus/collectors"
	"github.com/quintetbot/quintet/games/session"
)

// Outcomes of an interaction, the outcome label of
// quintet_interactions_total.
const (
	outcomeAnswered = "answered" // answered in time
	outcomeDeferred = "deferred" // deferred, then answered by REST
	outcomeFailed   = "failed"   // the answer or the board did not reach Discord
	outcomeNotOwned = "not_owned"
	outcomeRejected = "rejected" // an endpoint request refused (signature, age, size, shape)
	outcomeReplayed = "replayed" // delivered again and refused (see firstDelivery)
)

// Metrics holds the bot's Prometheus collectors, on a registry of its own
// (never the global one), so that two Bots in one process, or two tests,
// count apart.
type Metrics struct {
	// Registry gathers every collector below, plus the Go runtime's and
	// the process's.
	Registry *prometheus.Registry

	interactions *prometheus.CounterVec   // kind, outcome
	latency      *prometheus.HistogramVec // kind
	txTime       *prometheus.HistogramVec // mode: read, write
	restErrors   *prometheus.CounterVec   // reason: 429, 5xx, transport
	rateWait     prometheus.Histogram
	schedLag     prometheus.Histogram
	watching     bool // quintet_active_matches is registered
}

// NewMetrics returns the collectors, registered on a new registry.
// matches, when not nil, is asked at each scrape for the open matches,
// counted per game in quintet_active_matches.
func NewMetrics(matches *session.Manager) *Metrics {
	m := &Metrics{
		Registry: prometheus.NewRegistry(),
		interactions: prometheus.NewCounterVec(prometheus.CounterOpts{
			Name: "quintet_interactions_total",
			Help: "Interactions received, by kind and outcome.",
		}, []string{"kind", "outcome"}),
		latency: prometheus.NewHistogramVec(prometheus.HistogramOpts{
			Name:    "quintet_interaction_seconds",
			Help:    "Time from an interaction's arrival to its answer being sent (its board follows, paced).",
			Buckets: []float64{.005, .01, .025, .05, .1, .25, .5, 1, 2, 3, 5, 10},
		}, []string{"kind"}),
		txTime: prometheus.NewHistogramVec(prometheus.HistogramOpts{
			Name:    "quintet_db_transaction_seconds",
			Help:    "bbolt transaction time, by mode (read or write).",
			Buckets: []float64{.0001, .00025, .0005, .001, .0025, .005, .01, .025, .05, .1, .25, 1},
		}, []string{"mode"}),
		restErrors: prometheus.NewCounterVec(prometheus.CounterOpts{
			Name: "quintet_discord_rest_errors_total",
			Help: "Discord REST calls that failed, by reason: 429, 5xx or transport.",
		}, []string{"reason"}),
		rateWait: prometheus.NewHistogram(prometheus.HistogramOpts{
			Name:    "quintet_discord_rate_limit_wait_seconds",
			Help:    "Retry-After asked by Discord on each 429 (how long the REST client is told to wait).",
			Buckets: []float64{.05, .1, .25, .5, 1, 2, 5, 10, 30, 60},
		}),
		schedLag: prometheus.NewHistogram(prometheus.HistogramOpts{
			Name:    "quintet_scheduler_lag_seconds",
			Help:    "How late the scheduler handled each deadline (handled time minus due time).",
			Buckets: []float64{.01, .05, .1, .5, 1, 5, 10, 30, 60, 300, 3600},
		}),
	}
	m.Registry.MustRegister(m.interactions, m.latency, m.txTime, m.restErrors, m.rateWait, m.schedLag,
		collectors.NewGoCollector(), collectors.NewProcessCollector(collectors.ProcessCollectorOpts{}))
	m.watch(matches)
	return m
}

// watch has quintet_active_matches count the open matches of matches,
// once: a Metrics made before its store (to observe it) learns of it
// later.
func (m *Metrics) watch(matches *session.Manager) {
	if matches == nil || m.watching {
		return
	}
	m.watching = true
	m.Registry.MustRegister(&activeMatches{matches: matches})
}

// interaction counts one interaction and, unless it was refused or not
// ours, its latency.
func (m *Metrics) interaction(kind, outcome string, elapsed time.Duration) {
	if m == nil {
		return
	}
	m.interactions.WithLabelValues(kind, outcome).Inc()
	if outcome != outcomeNotOwned && outcome != outcomeRejected && outcome != outcomeReplayed {
		m.latency.WithLabelValues(kind).Observe(elapsed.Seconds())
	}
}

// ObserveTx records one database transaction; it has the shape of
// storage.WithObserver's callback.
func (m *Metrics) ObserveTx(write bool, d time.Duration) {
	if m == nil {
		return
	}
	mode := "read"
	if write {
		mode = "write"
	}
	m.txTime.WithLabelValues(mode).Observe(d.Seconds())
}

// lag records how late a deadline was handled.
func (m *Metrics) lag(d time.Duration) {
	if m != nil {
		m.schedLag.Observe(max(d, 0).Seconds())
	}
}

// activeMatches is a collector that counts the open matches per game at
// scrape time, so that the figure never drifts from the store.
type activeMatches struct{ matches *session.Manager }

var activeDesc = prometheus.NewDesc("quintet_active_matches", "Open matches (lobby or playing), by game.", []string{"game"}, nil)

func (a *activeMatches) Describe(ch chan<- *prometheus.Desc) { ch <- activeDesc }

func (a *activeMatches) Collect(ch chan<- prometheus.Metric) {
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	ms, err := a.matches.OpenMatches(ctx)
	if err != nil {
		ch <- prometheus.NewInvalidMetric(activeDesc, err)
		return
	}
	count := map[string]int{}
	for _, m := range ms {
		count[m.Game]++
	}
	for game, n := range count {
		ch <- prometheus.MustNewConstMetric(activeDesc, prometheus.GaugeValue, float64(n), game)
	}
}
