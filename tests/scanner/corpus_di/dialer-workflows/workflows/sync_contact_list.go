package workflows

import (
	"time"

	"go.temporal.io/sdk/temporal"
	"go.temporal.io/sdk/workflow"

	"github.com/tallyhaus/dialer-workflows/activities"
)

type SyncInput struct {
	SegmentID      string
	RemoteListID   string
	ListName       string
	Contacts       []activities.Contact
	RemovedPhones  []string
}

type SyncResult struct {
	RemoteListID string
	Added        int
	Removed      int
}

const batchSize = 500

// SyncContactList mirrors a CRM segment into a Ringlane contact list.
func SyncContactList(ctx workflow.Context, in SyncInput) (SyncResult, error) {
	ao := workflow.ActivityOptions{
		StartToCloseTimeout: 30 * time.Second,
		HeartbeatTimeout:    20 * time.Second,
		RetryPolicy: &temporal.RetryPolicy{
			InitialInterval:    2 * time.Second,
			BackoffCoefficient: 2,
			MaximumInterval:    2 * time.Minute,
			MaximumAttempts:    8,
			NonRetryableErrorTypes: []string{
				activities.ErrTypeUserNotFound,
				activities.ErrTypeAPIDisabled,
				activities.ErrTypeBadKey,
			},
		},
	}
	ctx = workflow.WithActivityOptions(ctx, ao)
	var rl *activities.RinglaneActivities

	var listID string
	if err := workflow.ExecuteActivity(ctx, rl.EnsureContactList, activities.UpsertListInput{
		ListID: in.RemoteListID, ListName: in.ListName,
	}).Get(ctx, &listID); err != nil {
		return SyncResult{}, err
	}

	res := SyncResult{RemoteListID: listID}
	for i := 0; i < len(in.Contacts); i += batchSize {
		end := min(i+batchSize, len(in.Contacts))
		var added int
		if err := workflow.ExecuteActivity(ctx, rl.AppendContacts, listID, in.Contacts[i:end]).Get(ctx, &added); err != nil {
			return res, err
		}
		res.Added += added
	}
	for _, p := range in.RemovedPhones {
		if err := workflow.ExecuteActivity(ctx, rl.RemoveContact, listID, p).Get(ctx, nil); err != nil {
			return res, err
		}
		res.Removed++
	}

	var au *activities.AuditActivities
	_ = workflow.ExecuteActivity(ctx, au.Record, "dialer.list.synced", in.SegmentID).Get(ctx, nil)
	return res, nil
}
