package com.quillstone.dialer.web

import jakarta.servlet.FilterChain
import jakarta.servlet.http.HttpServletRequest
import jakarta.servlet.http.HttpServletResponse
import org.springframework.stereotype.Component
import org.springframework.web.filter.OncePerRequestFilter

/** The internal API gateway authenticates SSO users and forwards identity headers to us. */
@Component
class GatewayUserFilter : OncePerRequestFilter() {
    override fun doFilterInternal(req: HttpServletRequest, res: HttpServletResponse, chain: FilterChain) {
        val email = req.getHeader("X-User-Email")
        val userId = req.getHeader("X-User-Id")
        if (email.isNullOrBlank() || userId.isNullOrBlank()) {
            res.status = 401
            res.contentType = "application/json"
            res.writer.write("""{"error": "missing identity headers"}""")
            return
        }
        CurrentUser.set(userId, email)
        chain.doFilter(req, res)
    }
}
