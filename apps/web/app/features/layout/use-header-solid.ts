import { useEffect, useState } from 'react'
import { useLocation } from 'react-router'

export const SOLID_AFTER_PX = 80

/**
 * Transparent while the page's hero is visible under the header or the page is scrolled less than
 * 80 px; solid afterwards.
 */
export function useHeaderSolid(): boolean {
  const { pathname } = useLocation()
  const [scrolledPast, setScrolledPast] = useState(false)
  const [heroVisible, setHeroVisible] = useState(true)

  useEffect(() => {
    const onScroll = () => setScrolledPast(window.scrollY >= SOLID_AFTER_PX)
    onScroll()
    window.addEventListener('scroll', onScroll, { passive: true })
    return () => window.removeEventListener('scroll', onScroll)
  }, [])

  useEffect(() => {
    const hero = document.querySelector('[data-hero]')
    if (!hero) {
      setHeroVisible(false)
      return
    }
    // The hero counts as visible while any of it is still below the header's 80 px.
    const observer = new IntersectionObserver(
      ([entry]) => setHeroVisible(entry?.isIntersecting ?? false),
      { rootMargin: `-${SOLID_AFTER_PX}px 0px 0px 0px` },
    )
    observer.observe(hero)
    return () => observer.disconnect()
  }, [pathname])

  return scrolledPast && !heroVisible
}
