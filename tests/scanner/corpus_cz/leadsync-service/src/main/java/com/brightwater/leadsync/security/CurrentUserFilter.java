package com.brightwater.leadsync.security;

import java.io.IOException;

import jakarta.servlet.FilterChain;
import jakarta.servlet.ServletException;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import org.springframework.stereotype.Component;
import org.springframework.web.filter.OncePerRequestFilter;

/**
 * The internal gateway authenticates agents and forwards their identity to us.
 */
@Component
public class CurrentUserFilter extends OncePerRequestFilter {

    static final String USER_EMAIL_HEADER = "X-User-Email";
    static final String USER_ID_HEADER = "X-User-Id";

    @Override
    protected void doFilterInternal(HttpServletRequest request, HttpServletResponse response, FilterChain chain)
            throws ServletException, IOException {
        String email = request.getHeader(USER_EMAIL_HEADER);
        String userId = request.getHeader(USER_ID_HEADER);
        if (request.getRequestURI().startsWith("/api/") && email == null) {
            response.setStatus(HttpServletResponse.SC_UNAUTHORIZED);
            response.setContentType("application/json");
            response.getWriter().write("{\"error\":\"missing user\"}");
            return;
        }
        CurrentUser.set(new CurrentUser(userId, email));
        try {
            chain.doFilter(request, response);
        } finally {
            CurrentUser.clear();
        }
    }
}
