package com.quillfield.web;

import jakarta.servlet.FilterChain;
import jakarta.servlet.ServletException;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import org.springframework.stereotype.Component;
import org.springframework.web.filter.OncePerRequestFilter;

/** Reads the acting user forwarded by our API gateway for /api/** requests. */
@Component
public class UserContextFilter extends OncePerRequestFilter {

    @Override
    protected void doFilterInternal(HttpServletRequest req, HttpServletResponse res, FilterChain chain)
            throws ServletException, IOException {
        String email = req.getHeader("X-User-Email");
        String userId = req.getHeader("X-User-Id");
        if (req.getRequestURI().startsWith("/api/") && email == null && userId == null) {
            res.setStatus(400);
            res.setContentType("application/json");
            res.getWriter().write("{\"error\":\"missing user\"}");
            return;
        }
        UserContext.set(email, userId);
        try {
            res.setHeader("X-User-Id", userId == null ? "" : userId);
            chain.doFilter(req, res);
        } finally {
            UserContext.clear();
        }
    }
}
