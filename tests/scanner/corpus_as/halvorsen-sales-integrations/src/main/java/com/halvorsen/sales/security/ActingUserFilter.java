package com.halvorsen.sales.security;

import jakarta.servlet.FilterChain;
import jakarta.servlet.ServletException;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import org.springframework.stereotype.Component;
import org.springframework.web.filter.OncePerRequestFilter;

import java.io.IOException;

/** The internal SSO gateway forwards the authenticated user in X-User-Email / X-User-Id. */
@Component
public class ActingUserFilter extends OncePerRequestFilter {

    public static final String USER_EMAIL_HEADER = "X-User-Email";
    public static final String USER_ID_HEADER = "X-User-Id";

    @Override
    protected void doFilterInternal(HttpServletRequest req, HttpServletResponse res, FilterChain chain)
            throws ServletException, IOException {
        String email = req.getHeader(USER_EMAIL_HEADER);
        if (email == null && !req.getRequestURI().startsWith("/webhooks/")) {
            res.setStatus(401);
            res.setContentType("application/json");
            res.getWriter().write("{\"error\":\"user not found\"}");
            return;
        }
        req.setAttribute("actingUserEmail", email);
        req.setAttribute("actingUserId", req.getHeader(USER_ID_HEADER));
        chain.doFilter(req, res);
    }
}
