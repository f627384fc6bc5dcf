package com.kestrelmutual.dialer.web;

import jakarta.servlet.FilterChain;
import jakarta.servlet.ServletException;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import org.springframework.stereotype.Component;
import org.springframework.web.filter.OncePerRequestFilter;

/**
 * Our API gateway authenticates agents and forwards their id as X-User-Id.
 * Requests without it never reached us legitimately.
 */
@Component
public class ActingUserFilter extends OncePerRequestFilter {

    @Override
    protected void doFilterInternal(HttpServletRequest request, HttpServletResponse response, FilterChain chain)
            throws ServletException, IOException {
        if (request.getRequestURI().startsWith("/webhooks/")) {
            chain.doFilter(request, response);
            return;
        }
        String userId = request.getHeader("X-User-Id");
        if (userId == null || userId.isBlank()) {
            response.setStatus(400);
            response.setContentType("application/json");
            response.getWriter().write("{\"error\":\"missing X-User-Id\"}");
            return;
        }
        request.setAttribute("agentId", userId);
        chain.doFilter(request, response);
    }
}
