package com.meridian.dialer.web

import jakarta.servlet.FilterChain
import jakarta.servlet.http.HttpServletRequest
import jakarta.servlet.http.HttpServletResponse
import org.springframework.stereotype.Component
import org.springframework.web.filter.OncePerRequestFilter

/** Reads the identity headers injected by Kong after OIDC validation. */
@Component
class ActingUserFilter : OncePerRequestFilter() {
    override fun doFilterInternal(req: HttpServletRequest, res: HttpServletResponse, chain: FilterChain) {
        val email = req.getHeader("X-User-Email")
        val userId = req.getHeader("X-User-Id")
        if (email.isNullOrBlank() || userId.isNullOrBlank()) {
            res.status = HttpServletResponse.SC_UNAUTHORIZED
            res.contentType = "application/json"
            res.writer.write("""{"error":"missing identity headers"}""")
            return
        }
        req.setAttribute("actingUser", ActingUser(email, userId))
        chain.doFilter(req, res)
    }
}

data class ActingUser(val email: String, val userId: String)
