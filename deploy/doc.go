// Package deploy holds Quintet's deployment files: the Dockerfile, a
// compose file, a systemd unit and Kubernetes manifests (see README.md).
// It has no code; its tests parse the files and check what matters for
// running the bot safely: a non-root user, the database on a volume,
// probes on /healthz and /readyz, one shard per pod, and environment
// variables that discord.Config reads.
package deploy
