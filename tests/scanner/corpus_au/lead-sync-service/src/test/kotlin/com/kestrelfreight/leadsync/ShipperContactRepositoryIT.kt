package com.kestrelfreight.leadsync

import org.assertj.core.api.Assertions.assertThat
import org.junit.jupiter.api.Test
import org.springframework.beans.factory.annotation.Autowired
import org.springframework.boot.test.context.SpringBootTest
import org.springframework.jdbc.core.JdbcTemplate
import org.springframework.test.context.DynamicPropertyRegistry
import org.springframework.test.context.DynamicPropertySource
import org.testcontainers.containers.PostgreSQLContainer
import org.testcontainers.junit.jupiter.Container
import org.testcontainers.junit.jupiter.Testcontainers

@Testcontainers
@SpringBootTest(properties = ["ringlane.api-key=unused", "ringlane.webhook-secret=unused", "postwave.api-key=unused", "pricing.gateway-key=unused"])
class ShipperContactRepositoryIT {

    companion object {
        @Container
        val postgres = PostgreSQLContainer("postgres:15-alpine")

        @JvmStatic
        @DynamicPropertySource
        fun props(registry: DynamicPropertyRegistry) {
            registry.add("spring.datasource.url", postgres::getJdbcUrl)
            registry.add("spring.datasource.username", postgres::getUsername)
            registry.add("spring.datasource.password", postgres::getPassword)
        }
    }

    @Autowired lateinit var jdbc: JdbcTemplate

    @Test
    fun `flyway seeds integration endpoints`() {
        val names = jdbc.queryForList("select name from integration_endpoint order by name", String::class.java)
        assertThat(names).containsExactly("postwave", "pricing", "ringlane")
    }
}
