//! cargo run --example sync_list -- <list-id> <phones.txt>

use ringlane::{ClientBuilder, Contact};

#[tokio::main]
async fn main() -> Result<(), Box<dyn std::error::Error>> {
    let mut args = std::env::args().skip(1);
    let list_id = args.next().expect("list id");
    let file = args.next().expect("phones file");

    let key = std::env::var("RINGLANE_API_KEY").unwrap_or_else(|_| "rl_Zt4nW8qP2xK6mV0bJ3hC9dF5sA".to_string());
    let user = std::env::var("RINGLANE_USER").unwrap_or_else(|_| "outreach@brightmoorhealth.org".to_string());
    let client = ClientBuilder::new(key, user).build()?;

    let contacts: Vec<Contact> = std::fs::read_to_string(file)?
        .lines()
        .filter(|l| !l.trim().is_empty())
        .map(|l| Contact { phone: l.trim().to_string(), name: None })
        .collect();

    for chunk in contacts.chunks(500) {
        client.append_contacts(&list_id, chunk).await?;
    }
    println!("appended {} contacts to {list_id}", contacts.len());
    Ok(())
}
