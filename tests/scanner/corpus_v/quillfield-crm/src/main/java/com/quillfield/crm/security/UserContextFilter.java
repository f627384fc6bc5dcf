package com.quillfield.crm.security;

import jakarta.servlet.FilterChain;
import jakarta.servlet.ServletException;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import org.springframework.stereotype.Component;
import org.springframework.web.filter.OncePerRequestFilter;

/**
 * Our edge proxy (oauth2-proxy) authenticates the user and forwards the identity.
 */
@Component
public class UserContextFilter extends OncePerRequestFilter {

    @Override
    protected void doFilterInternal(HttpServletRequest req, HttpServletResponse res, FilterChain chain)
            throws ServletException, IOException {
        String email = req.getHeader("X-User-Email");
        String userId = req.getHeader("X-User-Id");
        if (email == null && req.getRequestURI().startsWith("/api/")) {
            res.setStatus(401);
            res.setContentType("application/json");
            res.getWriter().write("{\"error\":\"missing identity\"}");
            return;
        }
        UserContext.set(new UserContext(userId, email));
        try {
            chain.doFilter(req, res);
        } finally {
            UserContext.clear();
        }
    }
}
