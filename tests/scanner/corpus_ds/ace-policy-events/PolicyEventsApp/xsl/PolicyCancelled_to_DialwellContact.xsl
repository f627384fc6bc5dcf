<?xml version="1.0" encoding="UTF-8"?>
<!--
  Used by the legacy WMB 8 flow (still deployed on the DR broker): maps PolicyCancelled
  to the Dialwell append-contacts request envelope consumed by the HTTP bridge.
-->
<xsl:stylesheet version="1.0"
    xmlns:xsl="http://www.w3.org/1999/XSL/Transform"
    xmlns:pc="urn:kestrelmutual:policy:cancelled:1">

  <xsl:param name="dialwellBase" select="'https://api.dialwell.com/api/public/v1'"/>
  <xsl:param name="listId"/>
  <xsl:param name="apiKey"/>
  <xsl:param name="actingUser" select="'retention-bot@kestrelmutual.com'"/>

  <xsl:output method="xml" indent="yes"/>

  <xsl:template match="/pc:PolicyCancelled">
    <HttpBridgeRequest>
      <Method>POST</Method>
      <Url><xsl:value-of select="concat($dialwellBase, '/contact-lists/', $listId, '/contacts')"/></Url>
      <Headers>
        <Header name="x-api-key"><xsl:value-of select="$apiKey"/></Header>
        <Header name="x-user-email"><xsl:value-of select="$actingUser"/></Header>
        <Header name="Content-Type">application/json</Header>
      </Headers>
      <JsonBody>{"contacts":[{"phone":"<xsl:value-of select="pc:Holder/pc:MobileE164"/>","externalId":"<xsl:value-of select="pc:PolicyNumber"/>"}]}</JsonBody>
    </HttpBridgeRequest>
  </xsl:template>
</xsl:stylesheet>
