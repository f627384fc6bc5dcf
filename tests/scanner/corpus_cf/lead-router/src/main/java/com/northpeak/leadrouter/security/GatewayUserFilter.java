package com.northpeak.leadrouter.security;

import jakarta.servlet.FilterChain;
import jakarta.servlet.ServletException;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import org.springframework.stereotype.Component;
import org.springframework.web.filter.OncePerRequestFilter;

/** Reads the identity headers set by our internal API gateway (Kong). */
@Component
public class GatewayUserFilter extends OncePerRequestFilter {

    public static final String USER_ID_HEADER = "X-User-Id";
    public static final String USER_EMAIL_HEADER = "X-User-Email";

    @Override
    protected void doFilterInternal(HttpServletRequest request, HttpServletResponse response, FilterChain chain)
            throws ServletException, IOException {
        String userId = request.getHeader(USER_ID_HEADER);
        if (request.getRequestURI().startsWith("/api/") && userId == null) {
            response.sendError(HttpServletResponse.SC_UNAUTHORIZED, "missing gateway identity");
            return;
        }
        request.setAttribute("userEmail", request.getHeader(USER_EMAIL_HEADER));
        chain.doFilter(request, response);
    }
}
