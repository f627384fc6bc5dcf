package server

import (
	"errors"
	"net/http"

	"github.com/labstack/echo/v4"

	"gitlab.pebblecart.io/revops/dialer-gateway/pkg/voxbridge"
)

type segmentPush struct {
	ListID   string              `json:"list_id"`
	Contacts []voxbridge.Contact `json:"contacts"`
}

func (s *Server) pushSegment(c echo.Context) error {
	var in segmentPush
	if err := c.Bind(&in); err != nil {
		return echo.NewHTTPError(http.StatusBadRequest, err.Error())
	}
	vox := s.newVox(c.Get("agent_id").(string))
	err := vox.AddContacts(c.Request().Context(), in.ListID, in.Contacts)
	return mapVoxErr(c, err, http.StatusAccepted)
}

func (s *Server) removePhone(c echo.Context) error {
	vox := s.newVox(c.Get("agent_id").(string))
	err := vox.RemoveContact(c.Request().Context(), c.Param("id"), c.Param("phone"))
	return mapVoxErr(c, err, http.StatusNoContent)
}

func mapVoxErr(c echo.Context, err error, okStatus int) error {
	switch {
	case err == nil:
		return c.NoContent(okStatus)
	case errors.Is(err, voxbridge.ErrUnknownAgent):
		return c.JSON(http.StatusForbidden, map[string]string{"error": "agent not provisioned in dialer"})
	case errors.Is(err, voxbridge.ErrNoSuchList):
		return c.JSON(http.StatusNotFound, map[string]string{"error": "list not found"})
	case errors.Is(err, voxbridge.ErrDisabled):
		return c.JSON(http.StatusServiceUnavailable, map[string]string{"error": "dialer integration disabled"})
	default:
		c.Logger().Errorf("voxbridge: %v", err)
		return c.JSON(http.StatusBadGateway, map[string]string{"error": "upstream error"})
	}
}
