package com.tidewell.quotedialer.security;

import jakarta.ws.rs.container.ContainerRequestContext;
import jakarta.ws.rs.container.ContainerRequestFilter;
import jakarta.ws.rs.core.Response;
import jakarta.ws.rs.ext.Provider;

/**
 * Our own back-office UI sends the logged-in agent as X-User-Email (set by the
 * oauth2-proxy in front of us). Reject internal calls that do not carry it.
 */
@Provider
public class ActingUserFilter implements ContainerRequestFilter {

    public static final String AGENT_HEADER = "X-User-Email";

    @Override
    public void filter(ContainerRequestContext ctx) {
        if (!ctx.getUriInfo().getPath().startsWith("/internal")) {
            return;
        }
        String agent = ctx.getHeaderString(AGENT_HEADER);
        if (agent == null || agent.isBlank()) {
            ctx.abortWith(Response.status(400)
                    .entity("{\"error\": \"missing agent identity\"}")
                    .build());
            return;
        }
        ctx.setProperty("agent.email", agent.toLowerCase());
    }
}
