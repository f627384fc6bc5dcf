mod dialstack;
mod hubspot;

use dialstack::DialstackClient;

#[tokio::main]
async fn main() -> anyhow::Result<()> {
    tracing_subscriber::fmt::init();
    let ds = DialstackClient::new(
        std::env::var("DIALSTACK_API_KEY")?,
        std::env::var("DIALSTACK_ACTING_USER_ID")?,
    );
    let hs = hubspot::HubSpot::new(std::env::var("HUBSPOT_TOKEN")?);
    let list = std::env::var("DIALSTACK_LIST_ID").unwrap_or_else(|_| "cl_inbound".into());

    for lead in leads::poll().await? {
        if let Err(e) = ds.append_contact(&list, &lead.phone, lead.first_name.as_deref()).await {
            tracing::warn!(error = %e, "dialstack append failed");
        }
        hs.add_to_list(42, &lead.email).await?;
    }
    Ok(())
}
