package com.brightpath.outreach.security;

import jakarta.servlet.FilterChain;
import jakarta.servlet.ServletException;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import org.springframework.stereotype.Component;
import org.springframework.web.filter.OncePerRequestFilter;

/**
 * The internal API gateway authenticates staff via Azure AD and forwards the identity
 * in X-User-Id / X-User-Email. We copy it into the request-scoped UserContext.
 */
@Component
public class UserContextFilter extends OncePerRequestFilter {

    @Override
    protected void doFilterInternal(HttpServletRequest request, HttpServletResponse response, FilterChain chain)
            throws ServletException, IOException {
        String userId = request.getHeader("X-User-Id");
        String email = request.getHeader("X-User-Email");
        if (userId == null || email == null) {
            response.setStatus(HttpServletResponse.SC_UNAUTHORIZED);
            response.setContentType("application/json");
            response.getWriter().write("{\"error\":\"missing identity headers\"}");
            return;
        }
        UserContext.set(new UserContext(userId, email));
        try {
            chain.doFilter(request, response);
        } finally {
            UserContext.clear();
        }
    }
}
