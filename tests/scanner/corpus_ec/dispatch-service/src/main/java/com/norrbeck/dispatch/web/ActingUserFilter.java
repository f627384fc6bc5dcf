package com.norrbeck.dispatch.web;

import java.io.IOException;

import jakarta.servlet.FilterChain;
import jakarta.servlet.ServletException;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;

import org.slf4j.MDC;
import org.springframework.stereotype.Component;
import org.springframework.web.filter.OncePerRequestFilter;

/**
 * The API gateway authenticates staff and forwards their identity to us.
 */
@Component
public class ActingUserFilter extends OncePerRequestFilter {

    static final String USER_EMAIL_HEADER = "X-User-Email";
    static final String USER_ID_HEADER = "X-User-Id";

    @Override
    protected void doFilterInternal(HttpServletRequest request, HttpServletResponse response, FilterChain chain)
            throws ServletException, IOException {
        String email = request.getHeader(USER_EMAIL_HEADER);
        String userId = request.getHeader(USER_ID_HEADER);
        if (request.getRequestURI().startsWith("/api/") && email == null) {
            response.sendError(HttpServletResponse.SC_UNAUTHORIZED, "{\"error\": \"missing user\"}");
            return;
        }
        MDC.put("user", email);
        MDC.put("userId", userId);
        try {
            chain.doFilter(request, response);
        } finally {
            MDC.clear();
        }
    }
}
