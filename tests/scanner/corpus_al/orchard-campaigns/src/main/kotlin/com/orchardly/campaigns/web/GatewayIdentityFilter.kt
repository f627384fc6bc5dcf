package com.orchardly.campaigns.web

import jakarta.servlet.FilterChain
import jakarta.servlet.http.HttpServletRequest
import jakarta.servlet.http.HttpServletResponse
import org.springframework.stereotype.Component
import org.springframework.web.filter.OncePerRequestFilter

/** Kong puts the authenticated user on every request to us. */
@Component
class GatewayIdentityFilter : OncePerRequestFilter() {
    override fun doFilterInternal(req: HttpServletRequest, res: HttpServletResponse, chain: FilterChain) {
        val userId = req.getHeader("X-User-Id")
        val email = req.getHeader("X-User-Email")
        if (userId.isNullOrBlank()) {
            res.status = 401
            res.contentType = "application/json"
            res.writer.write("""{"error":"unauthenticated"}""")
            return
        }
        req.setAttribute("actor", Actor(userId, email))
        chain.doFilter(req, res)
    }
}

data class Actor(val id: String, val email: String?)
