package jobs

import (
	"context"
	"time"

	"github.com/harborline/harbor-core/internal/db"
	"github.com/harborline/harbor-core/internal/ringlane"
	"go.uber.org/zap"
)

// PruneStale deletes Ringlane lists for campaigns closed more than 30 days ago.
type PruneStale struct {
	q   *db.Queries
	rl  *ringlane.Client
	log *zap.Logger
}

func (j *PruneStale) Run() {
	ctx := context.Background()
	stale, err := j.q.StaleCallLists(ctx, time.Now().AddDate(0, 0, -30))
	if err != nil {
		j.log.Error("prune: query", zap.Error(err))
		return
	}
	for _, l := range stale {
		if err := j.rl.DeleteContactList(ctx, l.RinglaneListID); err != nil {
			if apiErr, ok := err.(*ringlane.APIError); ok && apiErr.StatusCode == 502 {
				j.log.Info("prune: okta hiccup on ringlane side, skipping", zap.String("list", l.RinglaneListID))
				continue
			}
			j.log.Error("prune: delete", zap.String("list", l.RinglaneListID), zap.Error(err))
			continue
		}
		_ = j.q.ArchiveCallList(ctx, l.ID)
	}
}
