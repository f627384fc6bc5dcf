package com.kestrelmutual.outreach.api;

import jakarta.annotation.Priority;
import jakarta.ws.rs.Priorities;
import jakarta.ws.rs.container.ContainerRequestContext;
import jakarta.ws.rs.container.ContainerRequestFilter;
import jakarta.ws.rs.core.Response;
import jakarta.ws.rs.ext.Provider;

import java.util.Map;

/**
 * The customer-portal gateway authenticates agents and forwards their identity to us.
 * We trust these headers only because the service is not reachable from outside the mesh.
 */
@Provider
@Priority(Priorities.AUTHENTICATION)
public class PortalUserFilter implements ContainerRequestFilter {

    static final String USER_EMAIL = "X-User-Email";
    static final String USER_ID = "X-User-Id";

    @Override
    public void filter(ContainerRequestContext ctx) {
        String email = ctx.getHeaderString(USER_EMAIL);
        String userId = ctx.getHeaderString(USER_ID);
        if (email == null || userId == null) {
            ctx.abortWith(Response.status(401)
                    .entity(Map.of("error", "missing gateway identity"))
                    .build());
            return;
        }
        ctx.setProperty("agent.email", email);
        ctx.setProperty("agent.id", userId);
    }
}
