package handlers

import (
	"errors"
	"net/http"

	"github.com/gin-gonic/gin"
	"github.com/harborline/harbor-core/internal/db"
	"github.com/harborline/harbor-core/internal/httpapi/middleware"
	"github.com/harborline/harbor-core/internal/ringlane"
)

type CallLists struct {
	q  *db.Queries
	rl *ringlane.Client
}

func NewCallLists(q *db.Queries, rl *ringlane.Client) *CallLists {
	return &CallLists{q: q, rl: rl}
}

type createListReq struct {
	Name   string `json:"name" binding:"required,max=120"`
	Region string `json:"region" binding:"required"`
}

func (h *CallLists) Index(c *gin.Context) {
	rows, err := h.q.ListCallLists(c, middleware.UserFrom(c).Email)
	if err != nil {
		c.JSON(http.StatusInternalServerError, gin.H{"error": "could not load call lists"})
		return
	}
	c.JSON(http.StatusOK, rows)
}

func (h *CallLists) Create(c *gin.Context) {
	var req createListReq
	if err := c.ShouldBindJSON(&req); err != nil {
		c.JSON(http.StatusBadRequest, gin.H{"error": err.Error()})
		return
	}
	ctx := ringlane.ContextWithRequestID(c, c.GetString("request_id"))
	remote, err := h.rl.CreateContactList(ctx, req.Name, "region="+req.Region)
	if err != nil {
		h.ringlaneError(c, err)
		return
	}
	row, err := h.q.InsertCallList(c, db.InsertCallListParams{
		Name:           req.Name,
		Region:         req.Region,
		RinglaneListID: remote.ID,
		OwnerEmail:     middleware.UserFrom(c).Email,
	})
	if err != nil {
		c.JSON(http.StatusInternalServerError, gin.H{"error": "saved in Ringlane but not locally"})
		return
	}
	c.JSON(http.StatusCreated, row)
}

type addLeadsReq struct {
	LeadIDs []int64 `json:"lead_ids" binding:"required,min=1"`
}

func (h *CallLists) AddLeads(c *gin.Context) {
	var req addLeadsReq
	if err := c.ShouldBindJSON(&req); err != nil {
		c.JSON(http.StatusBadRequest, gin.H{"error": err.Error()})
		return
	}
	list, err := h.q.GetCallListByPublicID(c, c.Param("id"))
	if err != nil {
		c.JSON(http.StatusNotFound, gin.H{"error": "call list not found"})
		return
	}
	leads, err := h.q.LeadsByIDs(c, req.LeadIDs)
	if err != nil {
		c.JSON(http.StatusInternalServerError, gin.H{"error": "could not load leads"})
		return
	}
	contacts := make([]ringlane.Contact, 0, len(leads))
	for _, l := range leads {
		if l.DoNotCall {
			continue
		}
		contacts = append(contacts, ringlane.Contact{Phone: l.Phone, FirstName: l.FirstName, LastName: l.LastName, ZIP: l.Zip})
	}
	n, err := h.rl.AppendContacts(c, list.RinglaneListID, contacts)
	if err != nil {
		h.ringlaneError(c, err)
		return
	}
	c.JSON(http.StatusOK, gin.H{"added": n, "skipped_dnc": len(leads) - len(contacts)})
}

func (h *CallLists) RemoveLead(c *gin.Context) {
	list, err := h.q.GetCallListByPublicID(c, c.Param("id"))
	if err != nil {
		c.JSON(http.StatusNotFound, gin.H{"error": "call list not found"})
		return
	}
	if err := h.rl.RemoveContact(c, list.RinglaneListID, c.Param("phone")); err != nil {
		h.ringlaneError(c, err)
		return
	}
	c.Status(http.StatusNoContent)
}

func (h *CallLists) Destroy(c *gin.Context) {
	list, err := h.q.GetCallListByPublicID(c, c.Param("id"))
	if err != nil {
		c.Status(http.StatusNoContent)
		return
	}
	if err := h.rl.DeleteContactList(c, list.RinglaneListID); err != nil {
		h.ringlaneError(c, err)
		return
	}
	_ = h.q.ArchiveCallList(c, list.ID)
	c.Status(http.StatusNoContent)
}

// ringlaneError turns dialer failures into something the console can show.
func (h *CallLists) ringlaneError(c *gin.Context, err error) {
	var apiErr *ringlane.APIError
	if !errors.As(err, &apiErr) {
		c.JSON(http.StatusBadGateway, gin.H{"error": "dialer unreachable"})
		return
	}
	switch {
	case apiErr.StatusCode == http.StatusServiceUnavailable:
		c.JSON(http.StatusServiceUnavailable, gin.H{"error": "Ringlane API access is switched off for our workspace, ping #sales-ops"})
	case apiErr.StatusCode == http.StatusNotFound && apiErr.Message == "user not found":
		c.JSON(http.StatusConflict, gin.H{"error": "ops@harborline.io is not provisioned in Ringlane"})
	case apiErr.StatusCode == http.StatusBadGateway:
		c.Header("Retry-After", "5")
		c.JSON(http.StatusServiceUnavailable, gin.H{"error": "Ringlane login service is down, try again shortly"})
	default:
		c.JSON(http.StatusBadGateway, gin.H{"error": "Ringlane: " + apiErr.Message, "fields": apiErr.Details})
	}
}
