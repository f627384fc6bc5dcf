package com.northwindmutual.crm.web;

import org.springframework.core.annotation.Order;
import org.springframework.stereotype.Component;
import org.springframework.web.filter.OncePerRequestFilter;

import javax.servlet.FilterChain;
import javax.servlet.ServletException;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;
import java.io.IOException;

/**
 * The agency portal's gateway (Ping Access) injects the authenticated agent as X-User-Email.
 * We trust it because this service is only reachable behind the gateway.
 */
@Component
@Order(1)
public class AgentContextFilter extends OncePerRequestFilter {

    public static final String AGENT_HEADER = "X-User-Email";

    @Override
    protected void doFilterInternal(HttpServletRequest request, HttpServletResponse response, FilterChain chain)
            throws ServletException, IOException {
        if (request.getRequestURI().startsWith("/webhooks/") || request.getRequestURI().startsWith("/actuator")) {
            chain.doFilter(request, response);
            return;
        }
        String agent = request.getHeader(AGENT_HEADER);
        if (agent == null || agent.isBlank()) {
            response.setStatus(400);
            response.setContentType("application/json");
            response.getWriter().write("{\"error\": \"missing agent identity\"}");
            return;
        }
        AgentContext.set(agent.toLowerCase());
        try {
            chain.doFilter(request, response);
        } finally {
            AgentContext.clear();
        }
    }
}
