package com.meridianmutual.dialer.security;

import jakarta.servlet.FilterChain;
import jakarta.servlet.ServletException;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import org.slf4j.MDC;
import org.springframework.stereotype.Component;
import org.springframework.web.filter.OncePerRequestFilter;

/**
 * The agent desktop (behind the API gateway) forwards the signed-in agent as headers.
 * We only use them for logging; authorization comes from the JWT.
 */
@Component
public class AgentContextFilter extends OncePerRequestFilter {

    static final String USER_EMAIL = "X-User-Email";
    static final String USER_ID = "X-User-Id";

    @Override
    protected void doFilterInternal(HttpServletRequest request, HttpServletResponse response, FilterChain chain)
            throws ServletException, IOException {
        String email = request.getHeader(USER_EMAIL);
        String id = request.getHeader(USER_ID);
        if (email == null && id == null && request.getRequestURI().startsWith("/api/")) {
            response.setStatus(400);
            response.setContentType("application/json");
            response.getWriter().write("{\"error\": \"missing agent context\"}");
            return;
        }
        try {
            MDC.put("agent", email != null ? email : id);
            chain.doFilter(request, response);
        } finally {
            MDC.remove("agent");
        }
    }
}
