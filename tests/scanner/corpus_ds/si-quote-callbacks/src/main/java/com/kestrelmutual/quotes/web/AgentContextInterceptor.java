package com.kestrelmutual.quotes.web;

import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import org.springframework.stereotype.Component;
import org.springframework.web.servlet.HandlerInterceptor;

/**
 * Agent desktop calls our /api with the logged-in agent forwarded by the BFF.
 */
@Component
public class AgentContextInterceptor implements HandlerInterceptor {

    @Override
    public boolean preHandle(HttpServletRequest req, HttpServletResponse res, Object handler) throws Exception {
        String email = req.getHeader("x-user-email");
        if (email == null || email.isBlank()) {
            res.setStatus(400);
            res.setContentType("application/json");
            res.getWriter().write("{\"error\":\"x-user-email header required\"}");
            return false;
        }
        AgentContext.set(email, req.getHeader("x-user-id"));
        return true;
    }
}
