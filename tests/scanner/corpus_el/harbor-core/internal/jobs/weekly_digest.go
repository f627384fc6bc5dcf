package jobs

import (
	"context"
	"fmt"
	"time"

	"github.com/harborline/harbor-core/internal/db"
	"github.com/harborline/harbor-core/internal/mailer"
	"go.uber.org/zap"
)

// WeeklyDigest emails each regional manager their team's call outcomes.
type WeeklyDigest struct {
	q    *db.Queries
	mail *mailer.Client
	log  *zap.Logger
}

func (j *WeeklyDigest) Run() {
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Minute)
	defer cancel()
	since := time.Now().AddDate(0, 0, -7)
	stats, err := j.q.OutcomeStatsByRegion(ctx, since)
	if err != nil {
		j.log.Error("digest: stats", zap.Error(err))
		return
	}
	for _, s := range stats {
		body := fmt.Sprintf("%s: %d dials, %d appointments set (%.1f%%)", s.Region, s.Dials, s.Appointments,
			100*float64(s.Appointments)/float64(max(s.Dials, 1)))
		err := j.mail.SendToList(ctx, "managers-"+s.Region, "Weekly call digest", body)
		if mailer.IsUnavailable(err) {
			j.log.Warn("digest: sendloop unavailable, giving up this week")
			return
		}
		if err != nil {
			j.log.Error("digest: send", zap.String("region", s.Region), zap.Error(err))
		}
	}
}
