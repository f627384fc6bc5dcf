package com.halcyon.dialer.web;

import com.halcyon.dialer.RingwellApiException;
import com.halcyon.dialer.RingwellConstants;
import com.halcyon.dialer.RingwellHttpClient;

import javax.servlet.ServletException;
import javax.servlet.http.*;
import java.io.IOException;

public class ListSyncServlet extends HttpServlet {
    private RingwellHttpClient client;

    @Override
    public void init() throws ServletException {
        client = (RingwellHttpClient) getServletContext().getAttribute("ringwell");
    }

    @Override
    protected void doPost(HttpServletRequest req, HttpServletResponse resp) throws ServletException, IOException {
        String listId = req.getParameter("listId");
        String phone = req.getParameter("phone");
        String user = (String) req.getSession().getAttribute("userEmail");
        String json = "{\"contacts\":[{\"phone\":\"" + phone.replaceAll("[^0-9+]", "") + "\"}]}";
        try {
            client.post(RingwellConstants.LISTS_PATH + "/" + listId + "/contacts", json, user);
            resp.setStatus(204);
        } catch (RingwellApiException e) {
            if (e.getStatus() == 404 && "user not found".equalsIgnoreCase(e.getMessage())) {
                resp.sendError(403, "No Ringwell seat for " + user);
            } else if (e.getStatus() == 404) {
                resp.sendError(404, "List " + listId + " is gone");
            } else if (e.isApiDisabled() || e.isTransient()) {
                resp.sendError(503, "Dialer temporarily unavailable");
            } else {
                resp.sendError(502, e.getMessage());
            }
        }
    }

    @Override
    protected void doDelete(HttpServletRequest req, HttpServletResponse resp) throws IOException {
        String listId = req.getParameter("listId");
        String user = (String) req.getSession().getAttribute("userEmail");
        try {
            client.delete("/contact-lists/" + listId, user);
            resp.setStatus(204);
        } catch (Exception e) {
            resp.sendError(500, e.getMessage());
        }
    }
}
