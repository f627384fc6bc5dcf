package io.kestrel.crmbridge.web;

import jakarta.servlet.FilterChain;
import jakarta.servlet.ServletException;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.stereotype.Component;
import org.springframework.web.filter.OncePerRequestFilter;

import java.io.IOException;

/** Our Envoy sidecar injects X-User-Id / X-User-Email after verifying the Okta JWT. */
@Component
public class CurrentUserFilter extends OncePerRequestFilter {
    private final String userHeader;

    public CurrentUserFilter(@Value("${kestrel.auth.user-header}") String userHeader) {
        this.userHeader = userHeader;
    }

    @Override
    protected void doFilterInternal(HttpServletRequest req, HttpServletResponse res, FilterChain chain)
            throws ServletException, IOException {
        String userId = req.getHeader(userHeader);
        String email = req.getHeader("X-User-Email");
        if (userId == null && req.getRequestURI().startsWith("/api/")) {
            res.setStatus(400);
            res.setContentType("application/json");
            res.getWriter().write("{\"error\": \"missing user\"}");
            return;
        }
        CurrentUser.set(userId, email);
        try {
            chain.doFilter(req, res);
        } finally {
            CurrentUser.clear();
        }
    }
}
