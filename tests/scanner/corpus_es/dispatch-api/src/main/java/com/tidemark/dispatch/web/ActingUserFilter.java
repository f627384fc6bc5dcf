package com.tidemark.dispatch.web;

import java.io.IOException;

import jakarta.servlet.FilterChain;
import jakarta.servlet.ServletException;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import org.slf4j.MDC;
import org.springframework.stereotype.Component;
import org.springframework.web.filter.OncePerRequestFilter;

/**
 * The dispatcher console (behind oauth2-proxy) forwards the signed-in user's
 * email. We only use it for audit logging.
 */
@Component
public class ActingUserFilter extends OncePerRequestFilter {

    static final String HEADER = "X-User-Email";

    @Override
    protected void doFilterInternal(HttpServletRequest request, HttpServletResponse response,
                                    FilterChain chain) throws ServletException, IOException {
        String user = request.getHeader(HEADER);
        if (user == null) {
            user = request.getHeader("X-Forwarded-Email");
        }
        MDC.put("actor", user == null ? "anonymous" : user);
        try {
            chain.doFilter(request, response);
        } finally {
            MDC.remove("actor");
        }
    }
}
