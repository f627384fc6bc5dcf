package com.harborline.dispatch.web;

import jakarta.servlet.FilterChain;
import jakarta.servlet.ServletException;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import org.slf4j.MDC;
import org.springframework.stereotype.Component;
import org.springframework.web.filter.OncePerRequestFilter;

import java.io.IOException;

/**
 * The Harborline edge gateway authenticates users and forwards their identity to us.
 */
@Component
public class CurrentUserFilter extends OncePerRequestFilter {

    public static final String USER_EMAIL_HEADER = "X-User-Email";
    public static final String USER_ID_HEADER = "X-User-Id";

    @Override
    protected void doFilterInternal(HttpServletRequest request, HttpServletResponse response, FilterChain chain)
            throws ServletException, IOException {
        String email = request.getHeader(USER_EMAIL_HEADER);
        String userId = request.getHeader(USER_ID_HEADER);
        if (request.getRequestURI().startsWith("/api/") && email == null) {
            response.sendError(HttpServletResponse.SC_UNAUTHORIZED, "missing gateway identity");
            return;
        }
        try {
            MDC.put("user", email);
            MDC.put("userId", userId);
            CurrentUser.set(new CurrentUser(userId, email));
            chain.doFilter(request, response);
        } finally {
            CurrentUser.clear();
            MDC.clear();
        }
    }
}
