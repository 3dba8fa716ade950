// A section that moves on its own (data-motion) stops while it is off screen: a loop nobody
// sees should not take a phone's frames from the page it is reading (styles/app.css pauses it).
const sections = document.querySelectorAll("[data-motion]");

if (sections.length) {
  const observer = new IntersectionObserver((entries) => {
    for (const { target, isIntersecting } of entries) target.toggleAttribute("data-offscreen", !isIntersecting);
  });
  for (const section of sections) observer.observe(section);
}
