package api

import (
	"errors"
	"net/http"

	"github.com/gin-gonic/gin"

	"github.com/northwindfreight/leadsync/internal/ringlane"
	"github.com/northwindfreight/leadsync/internal/store"
)

type Handlers struct {
	Store    *store.Store
	Ringlane func(actingEmail string) *ringlane.Client
}

type pushReq struct {
	Phones []string `json:"phones" binding:"required,min=1,dive,e164"`
}

func (h *Handlers) PushDialList(c *gin.Context) {
	var req pushReq
	if err := c.ShouldBindJSON(&req); err != nil {
		c.JSON(http.StatusBadRequest, gin.H{"error": err.Error()})
		return
	}
	camp, err := h.Store.Campaign(c, c.Param("id"))
	if errors.Is(err, store.ErrNotFound) {
		c.JSON(http.StatusNotFound, gin.H{"error": "campaign not found"})
		return
	}
	rl := h.Ringlane(c.GetString(ctxUserEmail))
	ctx := ringlane.WithRequestID(c, c.GetString("request_id"))
	if err := rl.AppendContacts(ctx, camp.RinglaneListID, req.Phones); err != nil {
		writeRinglaneErr(c, err)
		return
	}
	c.Status(http.StatusAccepted)
}

func (h *Handlers) GetDialList(c *gin.Context) {
	camp, err := h.Store.Campaign(c, c.Param("id"))
	if err != nil {
		c.JSON(http.StatusNotFound, gin.H{"error": "campaign not found"})
		return
	}
	c.JSON(http.StatusOK, gin.H{"list_id": camp.RinglaneListID, "synced_at": camp.SyncedAt})
}

func (h *Handlers) RemoveFromDialList(c *gin.Context) {
	camp, err := h.Store.Campaign(c, c.Param("id"))
	if err != nil {
		c.JSON(http.StatusNotFound, gin.H{"error": "campaign not found"})
		return
	}
	rl := h.Ringlane(c.GetString(ctxUserEmail))
	if err := rl.RemoveContact(c, camp.RinglaneListID, c.Param("phone")); err != nil {
		writeRinglaneErr(c, err)
		return
	}
	c.Status(http.StatusNoContent)
}

func writeRinglaneErr(c *gin.Context, err error) {
	switch {
	case errors.Is(err, ringlane.ErrUserNotFound):
		c.JSON(http.StatusForbidden, gin.H{"error": "your user is not provisioned in the dialer"})
	case errors.Is(err, ringlane.ErrIdPUnavailable), errors.Is(err, ringlane.ErrRateLimited):
		c.JSON(http.StatusServiceUnavailable, gin.H{"error": "dialer temporarily unavailable, retry"})
	default:
		c.JSON(http.StatusBadGateway, gin.H{"error": "dialer error"})
	}
}
